/**
 * `npx tsx scripts/serve-build.ts [--port 4173] [--root build]`: the build as
 * a plain static host (GitHub Pages) serves it. For the CDN, `npm run
 * serve:cloudflare` runs Cloudflare's own runtime.
 */
import {parseArgs} from 'node:util';
import {startStaticHost} from './static-host';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    root: {type: 'string', default: 'build'},
  },
});

startStaticHost({root: values.root, port: Number(values.port)}).then((host) => {
  console.log(`Serving ${values.root} at ${host.url} (plain static host)`);
});
