/**
 * The part of citation-js the server uses (citation-format.ts). Version 0.8.2, the last for Node 20
 * (0.9 needs Node 22), ships no types of its own.
 */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(kind: 'bibliography', options: { format: 'text'; template: string; lang: string }): string;
  }
}
declare module '@citation-js/plugin-csl';
