/**
 * The modules `npm run mutate` measures, each with only the tests that exercise it, so one module's run
 * takes minutes rather than the whole suite per mutant.
 */
export const modules = {
  // Dates and times typed in the app's language (the history's date fields) and a suggestion's signed gain.
  'date-input': {
    mutate: 'src-renderer/util/{date-input,signed-points}.ts',
    tests: ['tests/unit/date-input.test.ts', 'tests/unit/signed-points.test.ts'],
  },
  'carcassonne-scoring': {
    mutate: 'src-shared/games/carcassonne/scoring.ts',
    tests: ['src-shared/games/carcassonne/scoring.test.ts', 'src-shared/games/carcassonne/end-state.test.ts', 'src-shared/games/carcassonne/gifts.test.ts', 'src-shared/games/carcassonne/every-place.test.ts', 'src-shared/games/carcassonne/final-scoring.test.ts', 'tests/unit/score-invariants.test.ts', 'tests/unit/board-totals.test.ts'],
  },
  'paris-scoring': {
    mutate: 'src-shared/games/paris/scoring.ts',
    tests: ['src-shared/games/paris/scoring.test.ts', 'src-shared/games/paris/properties.test.ts', 'src-shared/games/paris/every-place.test.ts', 'src-shared/games/paris/place-notes.test.ts', 'tests/unit/score-invariants.test.ts', 'tests/unit/board-totals.test.ts'],
  },
  'paris-paris-scoring': {
    mutate: 'src-shared/games/paris-paris/scoring.ts',
    tests: ['src-shared/games/paris-paris/end-state.test.ts', 'src-shared/games/paris-paris/engine.test.ts', 'src-shared/games/paris-paris/every-place.test.ts', 'tests/unit/score-invariants.test.ts'],
  },
  'en-route-scoring': {
    mutate: 'src-shared/games/en-route/scoring.ts',
    tests: ['src-shared/games/en-route/scoring.test.ts', 'src-shared/games/en-route/score-lines.test.ts', 'src-shared/games/en-route/rules.test.ts', 'src-shared/games/en-route/challenge.test.ts', 'tests/unit/score-invariants.test.ts'],
  },
  ranking: {
    mutate: 'src-shared/engine/ranking.ts',
    tests: ['src-shared/engine/ranking.test.ts', 'tests/unit/tiebreak-text.test.ts', 'src-shared/games/paris/scoring.test.ts', 'src-shared/games/en-route/scoring.test.ts'],
  },
  'history-ranks': {
    mutate: 'src-shared/history/ranks.ts',
    tests: ['tests/unit/history/ranks.test.ts', 'tests/unit/history/stats-ranks-edges.test.ts'],
  },
  'history-stats': {
    mutate: 'src-shared/history/stats.ts',
    tests: ['tests/unit/history/stats.test.ts', 'tests/unit/history/stats-ranks-edges.test.ts'],
  },
  'history-bgstats': {
    mutate: 'src-shared/history/formats/bgstats.ts',
    tests: ['tests/unit/history/formats.test.ts', 'tests/unit/history/real-files.test.ts', 'tests/unit/history/hostile-files.test.ts', 'tests/unit/history/bgstats-export-fields.test.ts', 'tests/unit/history/bgstats-parse-fields.test.ts', 'tests/unit/history/bgstats-serialise-ids.test.ts'],
  },
  // The same module without real-files.test.ts (a 1,550-play real export imported for each mutant it
  // covers: hours on a shared machine). A lower bound of the full score: fewer tests kill no more mutants.
  'history-bgstats-quick': {
    mutate: 'src-shared/history/formats/bgstats.ts',
    tests: ['tests/unit/history/formats.test.ts', 'tests/unit/history/hostile-files.test.ts', 'tests/unit/history/bgstats-export-fields.test.ts', 'tests/unit/history/bgstats-parse-fields.test.ts', 'tests/unit/history/bgstats-serialise-ids.test.ts'],
  },
  // The other history formats: BGG plays XML, the CSV exports and the CSV reader, and the helpers every
  // reader shares (field reading, kept fields, size caps). Light tests only, as for history-bgstats-quick.
  'history-bgg': {
    mutate: 'src-shared/history/formats/bgg.ts',
    tests: ['tests/unit/history/formats.test.ts', 'tests/unit/history/hostile-files.test.ts', 'tests/unit/history/bgg-csv-export-fields.test.ts', 'tests/unit/history/exchange-review.test.ts', 'tests/unit/history/bgg-parse-fields.test.ts', 'tests/unit/history/bgg-serialise-kept.test.ts'],
  },
  'history-csv': {
    mutate: 'src-shared/history/formats/csv*.ts',
    tests: ['tests/unit/history/formats.test.ts', 'tests/unit/history/hostile-files.test.ts', 'tests/unit/history/bgg-csv-export-fields.test.ts', 'tests/unit/history/exchange-review.test.ts', 'tests/unit/history/csv-import-fields.test.ts', 'tests/unit/history/csv-cells.test.ts'],
  },
  // The same files without the tests that go through the app's handlers and a database for each mutant
  // (formats.test.ts with its property tests, exchange-review.test.ts): a lower bound of history-csv's score.
  'history-csv-quick': {
    mutate: 'src-shared/history/formats/csv*.ts',
    tests: ['tests/unit/history/bgg-csv-export-fields.test.ts', 'tests/unit/history/csv-import-fields.test.ts', 'tests/unit/history/csv-cells.test.ts'],
  },
  'history-formats-shared': {
    mutate: 'src-shared/history/formats/{common,kept,limits}.ts',
    tests: ['tests/unit/history/formats.test.ts', 'tests/unit/history/hostile-files.test.ts', 'tests/unit/history/bgg-csv-export-fields.test.ts', 'tests/unit/history/bgstats-export-fields.test.ts', 'tests/unit/history/bgstats-parse-fields.test.ts', 'tests/unit/history/bgstats-serialise-ids.test.ts', 'tests/unit/history/exchange-review.test.ts', 'tests/unit/history/bgg-parse-fields.test.ts', 'tests/unit/history/bgg-serialise-kept.test.ts', 'tests/unit/history/csv-import-fields.test.ts', 'tests/unit/history/formats-shared.test.ts'],
  },
  // The same files with only the tests that call the formats directly (none through the handlers and a database): a lower bound.
  'history-formats-shared-quick': {
    mutate: 'src-shared/history/formats/{common,kept,limits}.ts',
    tests: ['tests/unit/history/formats-shared.test.ts', 'tests/unit/history/bgg-parse-fields.test.ts', 'tests/unit/history/bgg-serialise-kept.test.ts', 'tests/unit/history/bgg-csv-export-fields.test.ts', 'tests/unit/history/csv-import-fields.test.ts', 'tests/unit/history/bgstats-parse-fields.test.ts', 'tests/unit/history/bgstats-serialise-ids.test.ts'],
  },
  'match-service': {
    mutate: 'src-main/services/match-service.ts',
    tests: ['tests/unit/match-service.test.ts', 'tests/unit/match-service-rules.test.ts', 'tests/unit/match-service-log.test.ts', 'tests/unit/match-service-snapshot.test.ts', 'tests/unit/match-service-bots.test.ts', 'tests/unit/match-service-edges.test.ts', 'tests/unit/match-replay.test.ts', 'tests/unit/one-writer.test.ts', 'tests/unit/hand-off.test.ts', 'tests/unit/public-view.test.ts'],
  },
  // The same module with only the tests on the test game (high card): without the whole Carcassonne games of
  // match-replay and the real games of hand-off, a run takes minutes on a shared machine. A lower bound.
  'match-service-quick': {
    mutate: 'src-main/services/match-service.ts',
    tests: ['tests/unit/match-service.test.ts', 'tests/unit/match-service-rules.test.ts', 'tests/unit/match-service-log.test.ts', 'tests/unit/match-service-snapshot.test.ts', 'tests/unit/match-service-bots.test.ts', 'tests/unit/match-service-edges.test.ts'],
  },
};
