import amqp from 'amqplib';

/*
 * UOF's transport: XML messages on a topic exchange (`unifiedfeed` at Sportradar) with routing keys
 * `{priority}.{pre}.{live}.{message type}.{sport id}.{urn type}.{event id}.{node id}`, e.g.
 * `hi.pre.-.odds_change.1.sr:match.123.-` and `-.-.-.alive.-.-.-.-` (research A2). The consumer binds a
 * queue of its own (server-named, deleted when its consumer goes) to every key, and hands the messages over
 * one at a time in the order they came: each is acknowledged only once handled, so a crash redelivers what
 * was not. A deleted queue (a broker restart) cancels the consumer: the feed is lost and connects again.
 * The exchange is only checked, never declared: Sportradar's broker does not let a client declare it.
 */

/** A queue left without its consumer (the connection dropped before consuming) is gone after this long. */
const QUEUE_EXPIRES_MS = 60_000;
/** How many messages the broker sends ahead of the one being handled. */
const PREFETCH = 50;

export interface UofFeedConnection {
  /** The consumer's own queue (server-named), for logs and tests. */
  queue: string;
  close(): Promise<void>;
}

export async function connectUofFeed(options: {
  url: string;
  exchange: string;
  onMessage: (body: string, routingKey: string) => Promise<void>;
  /** The connection ended other than by close(): messages may have been missed. */
  onLost: (why: string) => void;
}): Promise<UofFeedConnection> {
  const connection = await amqp.connect(options.url);
  let isClosing = false;
  let isLost = false;
  const lost = (why: string) => {
    if (isClosing || isLost) return;
    isLost = true;
    options.onLost(why);
  };
  // Without a listener an 'error' event would throw out of the process.
  connection.on('error', (error: Error) => lost(error.message));
  connection.on('close', () => lost('connection closed'));
  try {
    const channel = await connection.createChannel();
    channel.on('error', (error: Error) => lost(`channel: ${error.message}`));
    channel.on('close', () => lost('channel closed'));
    await channel.checkExchange(options.exchange);
    const { queue } = await channel.assertQueue('', {
      exclusive: false,
      autoDelete: true,
      expires: QUEUE_EXPIRES_MS,
    });
    await channel.bindQueue(queue, options.exchange, '#');
    await channel.prefetch(PREFETCH);
    let chain: Promise<void> = Promise.resolve();
    await channel.consume(queue, (message) => {
      if (!message) {
        lost('consumer cancelled by the broker');
        return;
      }
      chain = chain.then(async () => {
        if (isClosing || isLost) return;
        try {
          await options.onMessage(message.content.toString('utf8'), message.fields.routingKey);
          channel.ack(message);
        } catch (error) {
          // Handling failed (the database, say): the message goes back to the queue and the feed is treated as
          // broken, so the producers recover rather than skip it.
          if (!isClosing) channel.nack(message, false, true);
          lost(`handling failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    });
    return {
      queue,
      async close() {
        isClosing = true;
        await chain.catch(() => undefined);
        await connection.close().catch(() => undefined);
      },
    };
  } catch (error) {
    isClosing = true;
    await connection.close().catch(() => undefined);
    throw error;
  }
}
