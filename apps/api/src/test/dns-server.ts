import { createSocket, type RemoteInfo } from 'node:dgram';
import {
  AUTHORITATIVE_ANSWER,
  decode,
  encode,
  RECURSION_AVAILABLE,
  RECURSION_DESIRED,
  type Answer,
  type DecodedPacket,
  type Question,
} from 'dns-packet';

/** The records of one name. A name in the zone without records of the asked type answers NODATA. */
export type DnsRecords = {
  MX?: { preference: number; exchange: string }[];
  A?: string[];
  AAAA?: string[];
  /** One string per record, or the strings of one record split as a server sends long ones. */
  TXT?: (string | string[])[];
};

/**
 * What a name answers: its records, or a failure — `servfail` (SERVFAIL), `refused` (REFUSED) or
 * `silent` (never answers, so the client times out). Names not in the zone answer NXDOMAIN.
 */
export type DnsZoneEntry = DnsRecords | 'servfail' | 'refused' | 'silent';
export type DnsZone = Record<string, DnsZoneEntry>;

export type DnsTestServer = {
  /** `127.0.0.1:PORT`, as a resolver's servers list takes it. */
  address: string;
  port: number;
  /** Every question asked, in order, names in lower case. */
  queries: { name: string; type: string }[];
  close: () => Promise<void>;
};

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

/**
 * A small authoritative DNS server over UDP on 127.0.0.1 and a free port, answering from a zone
 * table (names case-insensitive). A real peer for code that resolves names, in tests only.
 */
export async function startDnsServer(zone: DnsZone): Promise<DnsTestServer> {
  const entries = new Map(Object.entries(zone).map(([name, entry]) => [normalizeName(name), entry]));
  const queries: DnsTestServer['queries'] = [];
  const socket = createSocket('udp4');

  socket.on('message', (message: Buffer, peer: RemoteInfo) => {
    let query: DecodedPacket;
    try {
      query = decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    queries.push({ name: normalizeName(question.name), type: question.type });
    const reply = answer(entries, question);
    if (reply === null) return;
    const response = encode({
      type: 'response',
      id: query.id ?? 0,
      flags:
        AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & RECURSION_DESIRED) | RECURSION_AVAILABLE | reply.rcode,
      questions: [question],
      answers: reply.answers,
    });
    socket.send(response, peer.port, peer.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    port,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function answer(
  entries: Map<string, DnsZoneEntry>,
  question: Question,
): { rcode: number; answers: Answer[] } | null {
  const name = normalizeName(question.name);
  const entry = entries.get(name);
  if (entry === undefined) return { rcode: RCODE.NXDOMAIN, answers: [] };
  if (entry === 'silent') return null;
  if (entry === 'servfail') return { rcode: RCODE.SERVFAIL, answers: [] };
  if (entry === 'refused') return { rcode: RCODE.REFUSED, answers: [] };
  const base = { name: question.name, ttl: 0, class: 'IN' as const };
  const answers: Answer[] = [];
  switch (question.type) {
    case 'MX':
      for (const data of entry.MX ?? []) answers.push({ ...base, type: 'MX', data });
      break;
    case 'A':
      for (const data of entry.A ?? []) answers.push({ ...base, type: 'A', data });
      break;
    case 'AAAA':
      for (const data of entry.AAAA ?? []) answers.push({ ...base, type: 'AAAA', data });
      break;
    case 'TXT':
      for (const data of entry.TXT ?? []) answers.push({ ...base, type: 'TXT', data });
      break;
    default:
      break;
  }
  return { rcode: RCODE.NOERROR, answers };
}

function normalizeName(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}
