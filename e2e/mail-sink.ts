import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the journeys read it: envelope recipients, decoded subject and bodies. */
export type TSinkMail = {
  /** Order of arrival, from 0. */
  index: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
};

type TPart = { headers: Map<string, string>; body: string };

function splitHeaders(raw: string): TPart {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string, name: string): string | undefined {
  const m = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return m?.[1];
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: TPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words in headers (=?utf-8?Q?...?= and =?utf-8?B?...?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Collects the text/plain and text/html bodies of a MIME message, through nested multiparts. */
function collect(part: TPart, out: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitHeaders(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  if (/^text\/html/i.test(type)) out.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) out.text += decodeBody(part);
}

export function parseMail(raw: string, envelope: { from: string; to: string[]; index: number }): TSinkMail {
  const message = splitHeaders(raw);
  const bodies = { text: '', html: '' };
  collect(message, bodies);
  return { ...envelope, subject: decodeHeader(message.headers.get('subject') ?? ''), ...bodies };
}

/**
 * An SMTP server the e2e server sends its mail to (SMTP_URL), and a tiny HTTP endpoint the
 * journeys read it from: GET /messages answers every mail received so far as JSON.
 */
export async function startMailSink(): Promise<{ smtpUrl: string; mailboxUrl: string; close: () => Promise<void> }> {
  const received: TSinkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          index: received.length,
        };
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailboxUrl: `http://127.0.0.1:${apiPort}`,
    close: async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
