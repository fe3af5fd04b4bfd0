// Docusaurus's webpack config loads font files as URLs; TypeScript needs the shape.
declare module '*.woff2' {
  const url: string;
  export default url;
}
