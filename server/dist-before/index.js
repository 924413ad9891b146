"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const config_1 = require("./config");
const server_1 = require("./server");
async function main() {
    let config;
    try {
        config = (0, config_1.loadConfig)();
    }
    catch (e) {
        if (e instanceof config_1.ConfigError) {
            console.error(e.message);
            process.exit(2);
        }
        throw e;
    }
    const running = await (0, server_1.startServer)(config, { seed: process.env.SEED !== 'false' && config.env !== 'production' ? true : process.env.SEED === 'true' });
    let stopping = false;
    const stop = (signal) => {
        if (stopping)
            return;
        stopping = true;
        running.deps.log.info({ signal }, 'shutting down: draining requests');
        const force = setTimeout(() => process.exit(1), config.drainTimeoutMs);
        force.unref();
        running.close().then(() => process.exit(0), (e) => {
            running.deps.log.error({ err: e }, 'error while shutting down');
            process.exit(1);
        });
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
}
main().catch((e) => {
    console.error('Failed to start:', e instanceof Error ? e.message : e);
    process.exit(1);
});
//# sourceMappingURL=index.js.map