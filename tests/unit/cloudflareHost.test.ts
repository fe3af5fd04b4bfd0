import {test} from 'node:test';
import assert from 'node:assert/strict';
import {outageDuring, outageNote} from '../../scripts/cloudflare-host';

const at = (time: string) => Date.parse(`2026-11-23T${time}Z`);
// Written as the host writes its log.
const log = [
  outageNote('down', 'stopped answering; restarting it', new Date(at('06:00:10'))),
  outageNote('up', 'answers again', new Date(at('06:00:14'))),
  '',
].join('\n');

test('a failed attempt that ran while the host was down, or in the seconds before it was noticed, may be retried', () => {
  assert.ok(outageDuring(log, {start: at('06:00:12'), end: at('06:00:13')}));
  assert.ok(outageDuring(log, {start: at('06:00:01'), end: at('06:00:05')}));
});

test('a failed attempt before or after the outage is a real failure', () => {
  assert.equal(outageDuring(log, {start: at('05:59:00'), end: at('06:00:03')}), undefined);
  assert.equal(outageDuring(log, {start: at('06:00:15'), end: at('06:00:20')}), undefined);
});

test('a host that has not come back yet is down until further notice; an empty log has no outage', () => {
  const stillDown = log.split('\n')[0]!;
  assert.ok(outageDuring(stillDown, {start: at('07:00:00'), end: at('07:00:01')}));
  assert.equal(outageDuring('', {start: 0, end: Date.now()}), undefined);
});
