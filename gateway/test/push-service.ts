// A push service on a local port, as a browser vendor runs one: it checks the VAPID signature
// and decrypts each message (RFC 8291, aes128gcm) with the subscription's private keys.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  /** The decrypted payload. */
  payload: string;
  /** The `aud` claim of the VAPID token, and whether its signature holds for `publicKey`. */
  audience: string;
  signatureValid: boolean;
  publicKey: string;
  ttl: string | undefined;
}

export interface PushSubscriptionDouble {
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

function checkVapid(header: string | undefined): {
  audience: string;
  signatureValid: boolean;
  publicKey: string;
} {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) return { audience: '', signatureValid: false, publicKey: '' };
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string };
  return { audience: aud, signatureValid, publicKey: key };
}

export interface LocalPushService {
  url: string;
  received: ReceivedPush[];
  /** A subscription whose endpoint is on this service; `status` is what the service answers. */
  subscribe(name: string, status?: number): PushSubscriptionDouble;
  /** Resolves once `count` pushes have arrived (no fixed sleeps). */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, { sub: PushSubscriptionDouble; status: number }>();
  const received: ReceivedPush[] = [];
  const waiters: Array<{ count: number; resolve: (r: ReceivedPush[]) => void }> = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const entry = subscriptions.get(path);
      if (!entry) {
        res.writeHead(404).end();
        return;
      }
      const vapid = checkVapid(req.headers.authorization);
      received.push({
        path,
        payload: decrypt(Buffer.concat(chunks), entry.sub.ecdh, entry.sub.auth),
        ...vapid,
        ttl: req.headers.ttl as string | undefined,
      });
      res.writeHead(entry.status).end();
      for (const waiter of waiters.splice(0)) {
        if (received.length >= waiter.count) waiter.resolve(received.slice());
        else waiters.push(waiter);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    received,
    subscribe(name, status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      const sub: PushSubscriptionDouble = {
        json: {
          endpoint: `${url}${path}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        ecdh,
        auth,
      };
      subscriptions.set(path, { sub, status });
      return sub;
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
