/**
 * Unit tests say messages in English, as the server does outside a request: the schemas shared by
 * forms and the API call `say` when they report a problem.
 */
import { translatorFor } from "./intl";
import { provideTranslator } from "./translate";

provideTranslator(() => translatorFor("en-CA"));
