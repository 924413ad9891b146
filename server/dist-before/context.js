"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nowOf = void 0;
exports.createContext = createContext;
const loaders_1 = require("./loaders");
/** The time now for this request (deps.clock, or the system clock): lib/clock.ts, which imports nothing back. */
var clock_1 = require("./lib/clock");
Object.defineProperty(exports, "nowOf", { enumerable: true, get: function () { return clock_1.nowOf; } });
function createContext(deps, user, badToken, ip, apiKey = null) {
    return { ...deps, user, badToken, loaders: (0, loaders_1.createLoaders)(deps.db, deps), ip, apiKey };
}
//# sourceMappingURL=context.js.map