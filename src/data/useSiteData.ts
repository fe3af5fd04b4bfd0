import {usePluginData} from '@docusaurus/useGlobalData';
import {SITE_DATA_PLUGIN, type SiteData} from './siteData';

/** What `plugins/siteData.ts` computed at build time for this language's pages. */
export function useSiteData(): SiteData {
  return usePluginData(SITE_DATA_PLUGIN) as SiteData;
}
