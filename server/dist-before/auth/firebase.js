"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createFirebaseVerifier = createFirebaseVerifier;
/**
 * firebase-admin verifier. With FIREBASE_AUTH_EMULATOR_HOST set (development and tests only; config
 * refuses it in production), firebase-admin accepts the emulator's unsigned tokens.
 */
function createFirebaseVerifier(config) {
    if (config.firebaseAuthEmulatorHost)
        process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const admin = require('firebase-admin/app');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getAuth } = require('firebase-admin/auth');
    const name = `gluegun-${config.firebaseProjectId}`;
    const app = admin.getApps().find((a) => a.name === name) ??
        admin.initializeApp(process.env.GOOGLE_APPLICATION_CREDENTIALS
            ? { projectId: config.firebaseProjectId, credential: admin.applicationDefault() }
            : { projectId: config.firebaseProjectId }, name);
    const auth = getAuth(app);
    return {
        async verify(idToken) {
            try {
                const decoded = await auth.verifyIdToken(idToken, true);
                if (!decoded.email)
                    return null;
                return {
                    uid: decoded.uid,
                    email: decoded.email.toLowerCase(),
                    emailVerified: decoded.email_verified === true,
                    name: typeof decoded.name === 'string' ? decoded.name : undefined,
                    provider: decoded.firebase?.sign_in_provider,
                    authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time : undefined,
                };
            }
            catch {
                return null;
            }
        },
        async deleteAccount(uid) {
            try {
                await auth.deleteUser(uid);
            }
            catch (e) {
                if (e.code !== 'auth/user-not-found')
                    throw e;
            }
        },
    };
}
//# sourceMappingURL=firebase.js.map