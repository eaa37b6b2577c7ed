#!/usr/bin/env node
// Employee import benchmark: generates a CSV of N people (default 5,000, Arabic names,
// managers referenced by company ID, many of them further down the file), starts the built server
// on a fresh embedded database, then times a dry run and an apply of POST /api/hr/employees/import.
// Target: 5,000 rows in < 10 s. Usage: npm run build -w @hr/server && node bench/import-employees.mjs [--rows 5000]
//   SERVER_OUTDIR=dist-x: run the server bundle of a side-by-side build.
import { arg, fetchOk, load, login, serverDist, startServer, tempDir } from './lib.mjs';

const ROWS = arg('rows', 5000);
const PORT = Number(process.env.BENCH_PORT ?? 3212);
const base = `http://127.0.0.1:${PORT}`;
const dist = serverDist();
await startServer({ dist, port: PORT, dataDir: tempDir('import'), env: { WEB_DIST: '/nonexistent' } });

const FIRST_EN = ['Ahmed', 'Mohamed', 'Mona', 'Sara', 'Omar', 'Nour', 'Youssef', 'Heba', 'Tarek', 'Laila', 'Karim', 'Dina'];
const FIRST_AR = ['أحمد', 'محمد', 'منى', 'سارة', 'عمر', 'نور', 'يوسف', 'هبة', 'طارق', 'ليلى', 'كريم', 'دينا'];
const LAST_EN = ['Hassan', 'Ali', 'Mahmoud', 'Ibrahim', 'Samir', 'Mostafa', 'Fathy', 'Farouk', 'Salah', 'Kamal'];
const LAST_AR = ['حسن', 'علي', 'محمود', 'إبراهيم', 'سمير', 'مصطفى', 'فتحي', 'فاروق', 'صلاح', 'كمال'];
const UNITS = [
  ['Cairo', 'Operations', 'Production'],
  ['الإسكندرية', 'العمليات', 'الجودة'],
  ['Cairo', 'Finance', 'Accounting'],
  ['Alexandria', 'Human Resources', 'Payroll'],
];

function generateCsv(n) {
  const lines = ['empCode,domainAccount,fullNameEn,fullNameAr,email,mobile,site,department,section,shift,managerEmpCode,roles,hireDate,birthDate,disability,language,active'];
  for (let i = 0; i < n; i++) {
    const code = 100_000 + i;
    // A tree: person i reports to (i - 1) / 8, so every manager appears before their reports…
    // except that the file is written in reverse below, so managers come later in the file.
    const manager = i === 0 ? '' : String(100_000 + Math.floor((i - 1) / 8));
    const [site, dept, section] = UNITS[i % UNITS.length];
    const en = `${FIRST_EN[i % FIRST_EN.length]} ${LAST_EN[(i * 7) % LAST_EN.length]} ${i}`;
    const ar = `${FIRST_AR[i % FIRST_AR.length]} ${LAST_AR[(i * 7) % LAST_AR.length]} ${i}`;
    const roles = i < n / 8 ? 'employee|supervisor' : 'employee';
    const hire = `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 9}`;
    lines.push(`${code},user.${code},"${en}","${ar}",user.${code}@bench.example.com,010${String(10_000_000 + i).slice(-8)},${site},${dept},${section},,${manager},${roles},${hire},,${i % 50 === 0 ? 'yes' : 'no'},${i % 3 ? 'en' : 'ar'},yes`);
  }
  const [header, ...rows] = lines;
  return `\ufeff${[header, ...rows.reverse()].join('\r\n')}\r\n`;
}

const hr = await login(base, '1001');
const headers = { 'content-type': 'application/json', authorization: `Bearer ${hr}` };

const csv = generateCsv(ROWS);
const contentBase64 = Buffer.from(csv, 'utf8').toString('base64');
console.log(`CSV: ${ROWS} rows, ${(csv.length / 1024).toFixed(0)} KB (${(contentBase64.length / 1024).toFixed(0)} KB as base64)`);

async function run(apply) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/hr/employees/import`, { method: 'POST', headers, body: JSON.stringify({ fileName: 'bench.csv', contentBase64, apply }) });
  const ms = performance.now() - t0;
  const body = await res.json();
  if (!res.ok || body.errors?.length) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, body };
}

const dry = await run(false);
console.log(`dry run : ${dry.ms.toFixed(0)} ms  (toCreate ${dry.body.toCreate}, toUpdate ${dry.body.toUpdate}, errors ${dry.body.errors.length})`);
const apply = await run(true);
console.log(`apply   : ${apply.ms.toFixed(0)} ms  (created ${apply.body.toCreate}, updated ${apply.body.toUpdate})  target < 10000 ms: ${apply.ms < 10_000 ? 'PASS' : 'FAIL'}`);
const again = await run(true);
console.log(`re-apply: ${again.ms.toFixed(0)} ms  (${again.body.unchanged} unchanged, ${again.body.toUpdate} updated: a re-import with no change writes nothing)`);
const list = await (await fetchOk(base, '/api/hr/employees?pageSize=1&q=100001', hr)).json();
console.log(`check   : ${list.items[0]?.fullNameAr} reports to ${list.items[0]?.manager?.empCode}`);

// With the imported people in place: the HR list (first page, and a search) at 50 connections.
const total = (await (await fetchOk(base, '/api/hr/employees?pageSize=1', hr)).json()).total;
for (const [label, qs] of [
  ['list page 1', 'pageSize=25'],
  ['list search', `pageSize=25&q=${encodeURIComponent('محمد')}`],
  ['list sorted by name, page 40', 'pageSize=25&sort=name&page=40'],
  ['(reference: GET /api/team/members)', null],
]) {
  const url = qs === null ? '/api/team/members?pageSize=25' : `/api/hr/employees?${qs}`;
  const r = await load(base, label, [url], hr, { duration: arg('duration', 5), warmup: 1 });
  console.log(`${label.padEnd(30)}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${total} employees; errors ${r.errors})`);
}
process.exit(0);
