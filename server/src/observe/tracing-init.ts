/** Imported first by index.ts: the SDK (when OTEL_EXPORTER_OTLP_ENDPOINT is set) is registered before the app loads. */
import { initTracingFromEnv } from './tracing';

initTracingFromEnv();
