// What a bench figure ran on, printed with every order figure: the same code measured 814 and
// 352 orders/s on two machines, and a figure without its machine, load and database cannot be
// compared with another.
import os from 'node:os';

/** Node, the CPU, its cores and the load average (1, 5 and 15 minutes) right now. */
export function machineNow() {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU',
    cores: cpus.length,
    load: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/**
 * The PostgreSQL server an order figure ran on: its version, whether commits wait for the disk,
 * and what one commit of a one-row insert takes there (median of 20, one after another) — an
 * order is one transaction, so a slow disk bounds the orders a pool of connections can commit.
 */
export async function postgresFacts(Client, url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select current_setting('server_version') as version, current_setting('fsync') as fsync,
              current_setting('synchronous_commit') as synchronous_commit`,
    );
    await client.query('create table if not exists bench_commit_probe (n integer)');
    const times = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await client.query('begin');
      await client.query('insert into bench_commit_probe values ($1)', [i]);
      await client.query('commit');
      times.push(performance.now() - started);
    }
    await client.query('drop table bench_commit_probe');
    times.sort((a, b) => a - b);
    return { ...rows[0], commitMs: Number(times[10].toFixed(2)) };
  } finally {
    await client.end();
  }
}

/** One line: "Node v20.20.0, Intel Xeon … × 2 cores, load 0.4 0.3 0.2 → 2.1 1.0 0.5, …". */
export function describeRun({ before, after, database }) {
  const load = (m) => m.load.join(' ');
  const db = database
    ? `PostgreSQL ${database.version} (fsync ${database.fsync}, synchronous_commit ${database.synchronous_commit}, one commit ${database.commitMs} ms)`
    : 'PGlite (embedded, one connection)';
  return `Node ${before.node}, ${before.cpu} × ${before.cores} cores, load average ${load(before)} before → ${load(after)} after, ${db}`;
}
