/**
 * `npx tsx scripts/serve-build.ts [--port 4173] [--root build] [--host-config]`
 * `--host-config` applies `build/_redirects` as Netlify/Cloudflare Pages would.
 */
import {parseArgs} from 'node:util';
import {startStaticHost} from './static-host';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    root: {type: 'string', default: 'build'},
    'host-config': {type: 'boolean', default: false},
  },
});

startStaticHost({root: values.root, port: Number(values.port), hostConfig: values['host-config']}).then((host) => {
  console.log(`Serving ${values.root} at ${host.url}${values['host-config'] ? ' with _redirects' : ''}`);
});
