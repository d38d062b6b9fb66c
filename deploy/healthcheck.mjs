// The containers' HEALTHCHECK: GET the program's /healthz on its own port; exit 0 when it answers 200, else 1.
//   node deploy/healthcheck.mjs api|bff
const program = process.argv[2];
const url =
  program === 'api'
    ? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}/api/v1/healthz`
    : program === 'bff'
      ? `http://127.0.0.1:${process.env.PORT ?? '3000'}/healthz`
      : undefined;
if (url === undefined) {
  console.error('usage: node deploy/healthcheck.mjs api|bff');
  process.exit(2);
}
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
