/**
 * Preloaded into the server by `kill.test.ts` (`node --import`): the process kills itself with
 * SIGKILL the moment an order change's transaction has committed, where the change's after-commit
 * step would turn its recorded events into webhook deliveries (decision 0022, "Events recorded
 * with the order"). So the test plays "the process died right after the commit" exactly, on the
 * real server and either database, without a hook in the server's own code: Fastify announces
 * each new instance on the `fastify.initialization` diagnostics channel, and once the app is
 * ready its `orderEvents` listener (the object every order change calls) is replaced.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';

subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onReady', async () => {
    fastify.orderEvents.announce = () => {
      process.kill(process.pid, 'SIGKILL');
      return new Promise<void>(() => {});
    };
  });
});
