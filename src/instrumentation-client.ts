// Runs in the browser before the application's own modules (Next's instrumentation-client).
import './features/security/zod-jitless'
