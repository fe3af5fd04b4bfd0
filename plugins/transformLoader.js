/**
 * A bundler loader (webpack's or Rspack's) that hands a module's source to the function in its options:
 * plugins keep their build-time transforms in TypeScript, and this file is the one the bundler can require.
 */
module.exports = function transformLoader(source) {
  return this.getOptions().transform(source);
};
