/** edmonds-blossom ships no types: edges as [u, v, weight]; returns each vertex's mate (−1: single). */
declare module 'edmonds-blossom' {
  export default function maxWeightMatching(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
