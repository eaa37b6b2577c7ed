/**
 * A simulated ZKTeco attendance device speaking the ADMS ("iclock") push protocol over real
 * HTTP, as the public push format describes it: it asks for its options
 * (`GET /iclock/cdata?SN=…&options=all&pushver=…`), keeps its punches with a stamp, pushes the
 * new ones as tab-separated ATTLOG lines (`PIN\tYYYY-MM-DD HH:MM:SS\tSTATUS\tVERIFY\tWORKCODE\t
 * RESERVED\tRESERVED`, one per line) to `POST /iclock/cdata?SN=…&table=ATTLOG&Stamp=…`, moves
 * its stamp on only after `OK`, and polls `GET /iclock/getrequest?SN=…` for commands. Used by
 * the API tests and the browser tests.
 *
 * It speaks the dialects of real firmware: key=value lines, a form body with `data=`,
 * a body starting with the table's name, the older `.aspx` paths, and the newer push protocol's
 * `POST /iclock/registry`, `GET /iclock/push` and `GET /iclock/ping`.
 */

/** How a terminal writes its ATTLOG push. */
export type TDialect = 'tab' | 'keyvalue' | 'form' | 'tablename';

export interface TAttRecord {
  pin: number | string;
  /** The device's local wall time, 'YYYY-MM-DD HH:MM:SS'. */
  time: string;
  /** 0 check-in, 1 check-out, 2 break-out, 3 break-in, 4 overtime-in, 5 overtime-out. */
  status?: number;
  /** 1 fingerprint, 15 face, 4 card… */
  verify?: number;
  workCode?: number;
}

export interface TAnswer {
  status: number;
  text: string;
  contentType: string | null;
}

/** One ATTLOG line as a device writes it. */
export const attlogLine = (r: TAttRecord) => [r.pin, r.time, r.status ?? 0, r.verify ?? 1, r.workCode ?? 0, 0, 0].join('\t');

/** One ATTLOG line as key=value firmware writes it. */
export const keyValueLine = (r: TAttRecord) => `PIN=${r.pin}\tTime=${r.time}\tStatus=${r.status ?? 0}\tVerify=${r.verify ?? 1}\tWorkcode=${r.workCode ?? 0}`;

/** A push body in a dialect; the query of a form body names no table (it is in the body). */
export function attlogBody(records: TAttRecord[], dialect: TDialect, eol: '\r\n' | '\n', stamp: string): string {
  const lines = `${records.map(dialect === 'keyvalue' ? keyValueLine : attlogLine).join(eol)}${eol}`;
  if (dialect === 'form') return `table=ATTLOG&Stamp=${stamp}&data=${encodeURIComponent(lines)}`;
  if (dialect === 'tablename') return `ATTLOG${eol}${lines}`;
  return lines;
}

export class ZktecoDevice {
  /** The records the device holds; `sent` of them have been acknowledged. */
  readonly records: TAttRecord[] = [];
  sent = 0;
  /** The options of the last handshake (ATTLOGStamp, Delay, TransFlag…). */
  options: Record<string, string> = {};

  constructor(
    readonly baseUrl: string,
    readonly serialNumber: string,
    readonly pushVersion = '2.4.1',
    /** The body form and the path the firmware uses ('/iclock/cdata' or '/iclock/cdata.aspx'). */
    readonly dialect: TDialect = 'tab',
    readonly cdataPath = '/iclock/cdata',
  ) {}

  private url(path: string, query: Record<string, string>) {
    const u = new URL(path, this.baseUrl);
    u.search = new URLSearchParams({ SN: this.serialNumber, ...query }).toString();
    return u;
  }

  private async call(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: string, contentType: string | null = 'text/plain'): Promise<TAnswer> {
    const headers: Record<string, string> = { 'user-agent': 'iClock Proxy/1.09' };
    if (body !== undefined && contentType) headers['content-type'] = contentType;
    const res = await fetch(this.url(path, query), { method, headers, body });
    return { status: res.status, text: await res.text(), contentType: res.headers.get('content-type') };
  }

  /** Power on: ask for the options; the stamp the server sends back says where to resume. */
  async handshake(): Promise<TAnswer> {
    const answer = await this.call('GET', this.cdataPath, { options: 'all', pushver: this.pushVersion, language: '69' });
    if (answer.status === 200) {
      this.options = Object.fromEntries(
        answer.text
          .split(/\r?\n/)
          .filter((l) => l.includes('='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
    }
    return answer;
  }

  /** Someone presents a finger or a card. */
  punch(...records: TAttRecord[]): this {
    this.records.push(...records);
    return this;
  }

  /** Push what is not yet acknowledged; on `OK` the stamp moves on. */
  async push(opts: { eol?: '\r\n' | '\n'; contentType?: string | null } = {}): Promise<TAnswer> {
    const pending = this.records.slice(this.sent);
    const stamp = String(this.sent + pending.length);
    const body = attlogBody(pending, this.dialect, opts.eol ?? '\n', stamp);
    const answer =
      this.dialect === 'form'
        ? await this.call('POST', this.cdataPath, {}, body, opts.contentType === undefined ? 'application/x-www-form-urlencoded' : opts.contentType)
        : await this.pushRaw(body, { stamp, contentType: opts.contentType });
    if (answer.status === 200 && answer.text.startsWith('OK')) this.sent += pending.length;
    return answer;
  }

  /** Push the last `count` acknowledged records again, as a device does after losing its stamp. */
  replay(count: number, eol: '\r\n' | '\n' = '\n'): Promise<TAnswer> {
    const again = this.records.slice(Math.max(0, this.sent - count), this.sent);
    return this.pushRaw(`${again.map(attlogLine).join(eol)}${eol}`, { stamp: String(this.sent) });
  }

  /** Any body, to any table (ATTLOG by default). */
  pushRaw(body: string, opts: { table?: string; stamp?: string; contentType?: string | null } = {}): Promise<TAnswer> {
    return this.call('POST', this.cdataPath, { table: opts.table ?? 'ATTLOG', Stamp: opts.stamp ?? '9999' }, body, opts.contentType === undefined ? 'text/plain' : opts.contentType);
  }

  /** Ask for commands (every Delay seconds on a real device). */
  poll(): Promise<TAnswer> {
    return this.call('GET', this.cdataPath.endsWith('.aspx') ? '/iclock/getrequest.aspx' : '/iclock/getrequest', { INFO: 'Ver 8.0.4.2-20190509,12,0,24,192.168.1.201,10,7,12,1,111' });
  }

  /** The newer push protocol: register, read the options, check the server is there. */
  registry(body = 'DeviceType=acc,~DeviceName=SpeedFace-V5L,FirmVer=ZAM180-NF-Ver1.1.3,PushVersion=3.1.2,MAC=00:17:61:12:34:56'): Promise<TAnswer> {
    return this.call('POST', '/iclock/registry', {}, body);
  }

  pushOptions(): Promise<TAnswer> {
    return this.call('GET', '/iclock/push', {});
  }

  ping(): Promise<TAnswer> {
    return this.call('GET', '/iclock/ping', {});
  }

  /** Report a command's result. */
  commandResult(body = 'ID=1&Return=0&CMD=INFO'): Promise<TAnswer> {
    return this.call('POST', '/iclock/devicecmd', {}, body);
  }
}
