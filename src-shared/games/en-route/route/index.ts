/** The En Route final-route toolkit: exact optimiser, continuity checks, scoring, board helpers. */
export * from './types';
export { bestTrail, DEFAULT_NODE_LIMIT } from './optimiser';
export { checkTrail, trailFromSet, scoreTrail, trailVisits, longestBetween } from './trail';
export { exhaustiveBestTrail } from './exhaustive';
export { locationRoads, firstCityStyleModel } from './board';
