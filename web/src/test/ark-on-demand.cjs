/**
 * Ark UI's index, each name loaded when first used (see on-demand-index.cjs). Ark is Chakra UI's
 * dependency, not the app's: the index is the one Chakra finds.
 */
const path = require('node:path');

const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
require('./on-demand-index.cjs').exportOnDemand('@ark-ui/react', module.exports, chakraDir);
