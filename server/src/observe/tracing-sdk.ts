/**
 * The OpenTelemetry SDK, loaded only when tracing is on (tracing.ts): a Node tracer provider (async-hooks context,
 * W3C trace context) exporting by OTLP over HTTP (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME and the other
 * standard OTEL_* variables), with Prisma's own tracing; the shop pool's statements get SQL spans from
 * observe/trace-pool.ts. Tests pass an exporter of their own (in memory), exported span by span.
 */
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import { markTracingOn } from './tracing';

export function startTracing(options: { exporter?: SpanExporter } = {}): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    spanProcessors: [
      options.exporter
        ? new SimpleSpanProcessor(options.exporter)
        : new BatchSpanProcessor(new OTLPTraceExporter()),
    ],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new PrismaInstrumentation()],
  });
  markTracingOn();
  return provider;
}
