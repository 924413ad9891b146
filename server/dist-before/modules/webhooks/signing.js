"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.webhookIdOf = exports.newSecret = void 0;
exports.signatureHeaders = signatureHeaders;
exports.signingSecrets = signingSecrets;
/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 over `id.timestamp.body` with the
 * secret's bytes (base64 after `whsec_`), sent as `webhook-signature: v1,<base64>`. Receivers can verify with any
 * Standard Webhooks library; our tests do so with the `standardwebhooks` npm package.
 */
const node_crypto_1 = require("node:crypto");
const newSecret = () => `whsec_${(0, node_crypto_1.randomBytes)(32).toString('base64')}`;
exports.newSecret = newSecret;
/**
 * The three headers. Several secrets (during a rotation's overlap: the new one first, then the previous one) give
 * one `v1,<sig>` per secret, space-separated, as the specification allows: a receiver holding either secret
 * verifies the delivery.
 */
function signatureHeaders(secrets, msgId, timestampSeconds, body) {
    const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
        const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
        return `v1,${(0, node_crypto_1.createHmac)('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64')}`;
    });
    return { 'webhook-id': msgId, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signatures.join(' ') };
}
/** The secrets a delivery at `now` is signed with: the current one, and the previous one while its overlap lasts. */
function signingSecrets(endpoint, now) {
    return endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
        ? [endpoint.secret, endpoint.previousSecret]
        : [endpoint.secret];
}
/** The webhook-id of an event: msg_ + its id without dashes, the same on every attempt and redelivery. */
const webhookIdOf = (eventId) => `msg_${eventId.replace(/-/g, '')}`;
exports.webhookIdOf = webhookIdOf;
//# sourceMappingURL=signing.js.map