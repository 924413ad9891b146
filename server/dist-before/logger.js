"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createLogger = createLogger;
const pino_1 = __importDefault(require("pino"));
/** `destination`: tests read the lines written (that no credential reaches them); default stdout. */
function createLogger(level, destination) {
    const options = {
        level,
        base: { service: 'gluegun-shop' },
        timestamp: pino_1.default.stdTimeFunctions.isoTime,
        // Credentials never reach the logs: session tokens, Firebase tokens and API keys (headers, variables, answers).
        redact: {
            paths: [
                '*.authorization', '*.autherization', '*.token', '*.idToken', '*.password', '*["x-api-key"]', '*.apiKey', '*.key',
                '*.*.authorization', '*.*["x-api-key"]', '*.*.key', 'authorization', 'token', 'apiKey', 'key', '["x-api-key"]',
            ],
            censor: '[redacted]',
        },
    };
    return destination ? (0, pino_1.default)(options, destination) : (0, pino_1.default)(options);
}
//# sourceMappingURL=logger.js.map