import { evaluateInStages } from './lib/evaluate-in-stages.ts';
import './styles.css';

// docs/decisions/007-delivering-bytes.md, "Sixth pass": the framework and the app's shell are
// evaluated stage by stage, each in a task of its own, not as one static graph in one long task.
// Every stage's files are modulepreloaded with the entry (the build's `bootStages` groups them), so
// staging costs no round trip. The stages are the entry's only dynamic imports, in this order.
await evaluateInStages([() => import('react-dom/client'), () => import('./app/router-stage.ts')]);
const { startApp } = await import('./app/start.tsx');
await startApp();
