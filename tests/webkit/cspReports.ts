import {createServer, request, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** One `report-uri` report as WebKit posts it (`application/csp-report`). */
export interface CspViolation {
  readonly 'document-uri': string;
  readonly 'violated-directive': string;
  readonly 'blocked-uri': string;
}

export interface CspReportingProxy {
  /** Origin the browser should load, in front of the site. */
  readonly url: string;
  /** Violations reported since the last `clear()`. */
  readonly violations: readonly CspViolation[];
  clear(): void;
  close(): Promise<void>;
}

const REPORT_PATH = '/__csp-report';

/** The policy the build ships to hosts that read `_headers`. */
export function shippedPolicy(buildDir: string): string {
  const headers = readFileSync(join(buildDir, '_headers'), 'utf8');
  const policy = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(headers)?.[1];
  if (!policy) throw new Error(`No Content-Security-Policy in ${buildDir}/_headers`);
  return policy.trim();
}

/**
 * WebDriver gives no access to WebKit's console, and a `securitypolicyviolation`
 * listener added after load misses everything the parser did. So the browser
 * talks to this proxy, which forwards to the site and adds the shipped policy as
 * `Content-Security-Policy-Report-Only` with a `report-uri` pointing back here:
 * WebKit then posts every violation, from the first byte on, and the pages' own
 * `<meta>` policy still blocks as it does in the app.
 */
export async function startCspReportingProxy(siteUrl: string, policy: string): Promise<CspReportingProxy> {
  const violations: CspViolation[] = [];
  const reportOnly = `${policy}; report-uri ${REPORT_PATH}`;
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === REPORT_PATH) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        violations.push(
          (JSON.parse(Buffer.concat(chunks).toString('utf8')) as {'csp-report': CspViolation})['csp-report'],
        );
        res.writeHead(204).end();
      });
      return;
    }
    // Uncompressed: the static host's brotli at quality 11 costs more per request than the whole page load.
    const {host: _host, 'accept-encoding': _encoding, ...headers} = req.headers;
    const upstream = request(new URL(req.url ?? '/', siteUrl), {method: req.method, headers}, (answer) => {
      const answerHeaders = {...answer.headers};
      if (String(answerHeaders['content-type']).startsWith('text/html')) {
        answerHeaders['content-security-policy-report-only'] = reportOnly;
      }
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    violations,
    clear: () => void violations.splice(0),
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
