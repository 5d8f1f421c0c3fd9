/**
 * Test support for "every answer is the envelope": the shape check used by the platform and fuzz
 * tests, and a raw socket exchange for what app.inject cannot send (broken HTTP framing).
 */
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Why an answer is not the envelope {code, message, messageEn, data}, or null when it is. */
export function envelopeProblem(answer: { status: number; headers: Record<string, unknown>; body: Buffer | string }, method = 'GET'): string | null {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type "${type}"`;
  // HEAD answers carry the headers of the envelope and no body
  if (method === 'HEAD') return null;
  const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  const text = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 120)}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  const { code, message, messageEn, data, ...rest } = body as Record<string, unknown>;
  if (typeof code !== 'number' || typeof message !== 'string' || typeof messageEn !== 'string' || data === undefined) {
    return `not an envelope: ${text.slice(0, 120)}`;
  }
  if (Object.keys(rest).length > 0) return `extra keys ${Object.keys(rest).join(', ')}`;
  if (answer.status !== 200 && code === 200) return `HTTP ${answer.status} with code 200`;
  return null;
}

/** Sends bytes on a fresh connection and returns every answer read before the server closes it. */
export async function rawExchange(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer[]> {
  const received = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server did not close the connection'));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
  return parseAnswers(received);
}

/** Splits a byte stream into HTTP/1.1 answers framed by Content-Length. */
function parseAnswers(stream: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < stream.length) {
    const headEnd = stream.indexOf('\r\n\r\n', at);
    if (headEnd < 0) throw new Error(`unframed bytes: ${stream.subarray(at).toString('latin1').slice(0, 120)}`);
    const [statusLine, ...lines] = stream.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]);
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    answers.push({ status, headers, body: stream.subarray(bodyStart, bodyStart + length).toString('utf8') });
    at = bodyStart + length;
  }
  return answers;
}
