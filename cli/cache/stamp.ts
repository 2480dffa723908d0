/**
 * The one stamp format: a file's size and modification time, or "missing". Cheap to take for
 * thousands of files; a record holding stamps trusts a file unchanged while its stamp is.
 * Shared with the launcher (bin/input-stamps.js), which stamps the CLI bundle's inputs.
 */
export { stampOf } from '../../bin/input-stamps.js';
