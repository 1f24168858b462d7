/** Chakra UI's index, each name loaded when first used (see on-demand-index.cjs). */
require('./on-demand-index.cjs').exportOnDemand('@chakra-ui/react', module.exports);
