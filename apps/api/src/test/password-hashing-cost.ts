// Every API test file: argon2id at its smallest cost (see lowerPasswordHashingCostForTests). The production
// server, which the browser journeys and the bench run, keeps OWASP's.
import { lowerPasswordHashingCostForTests } from '../modules/auth/passwords';

lowerPasswordHashingCostForTests();
