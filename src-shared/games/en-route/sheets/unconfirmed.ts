/**
 * Facts the sources do not confirm, in one place (each can be corrected in the score sheet's input).
 */

/**
 * Paris diversity PP for 0, 1, 2, ... runs of three colours. The rulebook says PP depend on the number of
 * runs but the track is printed on the Paris board, which is not public. Default: no PP until the players
 * enter the printed track (`diversityTable` in the input); the example uses illustrative values.
 */
export const DIVERSITY_TABLE_DEFAULT: readonly number[] = [0];

/** Illustrative track used only by the Paris example sheet (NOT the printed one). */
export const DIVERSITY_TABLE_EXAMPLE: readonly number[] = [0, 3, 7, 12, 18];

/**
 * Solo challenge table of each printed city (First City, London, Rio, Cairo, Hong Kong, Paris, New York). The
 * rulebook says each city has a challenge table card whose cells set the PP to reach and the goal cards to
 * achieve (Paris: thematic tours to complete), but the cards are not public. These rows are OUR CHOICE, only
 * the starting shape of the table across games: the player types the chosen cell's numbers into the score
 * sheet, and every cell actually played joins the table, so the real card's values appear as they are played.
 * The columns are every count the rules allow (three goal decks A/B/C; three thematic tours in Paris).
 */
export const CHALLENGE_PP_ASSUMED: readonly number[] = [60, 75, 90, 105];
export const CHALLENGE_REQUIRED_ASSUMED: readonly number[] = [0, 1, 2, 3];

/*
 * The final route calculator (route/city-route.ts) also meets facts the rulebook leaves to the printed maps and cards;
 * each is entered by the player, and these are the readings we chose:
 * - Odd-shaped landmarks ("珍しい形のランドマーク"): on the route through "その辺に沿って、またはその中を通る" roads, so
 *   the player lists those roads (`landmark.along`). Times Square "is one intersection": we read its sides as the roads
 *   meeting there (a route passing the intersection reaches it); the map is not public to confirm it.
 * - Hong Kong tram goal B ("路面電車の路線沿いまたはそれを横切るルートセクションでPPを獲得"): the cards are not public; a
 *   card paying PP per section is searched with the route (`sheet.tramPp`, roads of kind `tram`), any other is a goal card.
 * - New York hotspots: confirmed ("それ以降は単に1つのセクション"): one section on the route, nothing to score.
 */
