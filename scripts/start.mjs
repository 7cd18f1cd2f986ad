#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (nothing, on a second start), then runs the compiled
// server in this process.
import { buildTargets } from './build.mjs';

buildTargets({ onlyStale: true });
process.setSourceMapsEnabled(true);
await import('../apps/api/dist/server.js');
