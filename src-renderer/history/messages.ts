/** The history screens' messages (merged into vue-i18n under `hist`), in English, Japanese and French. */
const en = {
  tabs: { plays: 'Plays', players: 'Players', games: 'Games', leaderboards: 'Leaderboards', seasons: 'Seasons', exchange: 'Import & export' },
  common: {
    save: 'Save', cancel: 'Cancel', delete: 'Delete', edit: 'Edit', back: 'Back', add: 'Add', remove: 'Remove', none: '—', yes: 'Yes', no: 'No',
    game: 'Game', player: 'Player', players: 'Players', date: 'Date', location: 'Location', plays: 'Plays', wins: 'Wins', winRate: 'Win rate',
    score: 'Score', rank: 'Place', winner: 'Winner', name: 'Name', group: 'Group', all: 'All', loading: 'Loading…', empty: 'Nothing here yet.',
    previous: 'Previous', next: 'Next', pageOf: '{from}–{to} of {total}', saved: 'Saved.',
  },
  modes: { digital: 'Digital', assist: 'Assist', manual: 'Logged by hand' },
  filter: { title: 'Filter', from: 'From', to: 'To', anyGroup: 'Any group', anyLocation: 'Any location', clear: 'Clear filter' },
  plays: {
    title: 'Plays', record: 'Record a play', result: 'Result', openMatch: 'Replay the match log', pushLink: 'Send to BG Stats', incomplete: 'incomplete',
    excluded: 'not in stats', expansions: 'Expansions', duration: '{n} min', confirmDelete: 'Delete this play?', tieBreaks: 'Tie-breaks', breakdown: 'Score breakdown',
  },
  form: {
    titleNew: 'Record a play', titleEdit: 'Edit play', gameName: 'Game (any game)', bggId: 'BGG id (optional)', highestWins: 'Highest score wins',
    noPoints: 'No points (win or lose only)', cooperative: 'Cooperative', playedAt: 'Date and time', duration: 'Duration (minutes)', notes: 'Notes',
    incomplete: 'Incomplete', exclude: 'Exclude from stats', expansions: 'Options and expansions (one per line)', board: 'Board or variant',
    manualWinner: 'Choose the winners myself', addPlayer: 'Add player', scoreHint: 'e.g. 42, 3,5 or 12+7+3', start: 'Start position', colour: 'Colour',
    team: 'Team', newToGame: 'New to the game', winnerBox: 'Won', rankBox: 'Place (optional)', matchNote: 'This play comes from a match: its results are the engine\'s.',
  },
  player: {
    title: 'Players', create: 'New player', rename: 'Rename', merge: 'Merge into…', mergeInto: 'Merge {name} into', mergeDo: 'Merge', undoMerges: 'Undo a merge',
    undo: 'Undo: {from} → {into}', groups: 'Groups and clubs', newGroup: 'New group', club: 'Club', members: 'Members', streakNow: 'Current win streak',
    streakBest: 'Longest win streak', average: 'Average score', best: 'Best score', perGame: 'By game', h2h: 'Head-to-head', opponent: 'Opponent',
    ahead: 'Placed ahead', behind: 'Placed behind', nemesis: 'Loses most to', victim: 'Beats most', ratingOverTime: 'Rating over time (μ − 3σ)',
    scoresOverTime: 'Scores over time', chooseGame: 'Game for the charts',
  },
  game: {
    title: 'Games', overview: 'All games', hIndex: 'h-index', gamesPlayed: 'Games played', playsPerMonth: 'Plays per month', byCount: 'By number of players',
    nPlayers: '{n} players', distribution: 'Score distribution', average: 'Average score', best: 'Best score', leaderboard: 'Leaderboard', engine: 'Played in Tablekeeper',
  },
  board: { title: 'Leaderboards', ordinal: 'Rating (μ − 3σ)', mu: 'μ', sigma: 'σ', pick: 'Choose a game or a season', recompute: 'Recompute all ratings', recomputed: 'Recomputed ratings from {n} plays.' },
  season: { title: 'Seasons', create: 'New season', startsOn: 'Starts', endsOn: 'Ends', anyGame: 'All games', leaderboard: 'Season leaderboard' },
  exchange: {
    importTitle: 'Import', format: 'Format', bgstats: 'BG Stats (JSON export)', bgg: 'BoardGameGeek plays (XML)', chooseFile: 'File', preview: 'Check the file',
    summary: '{plays} plays: {fresh} new, {present} already in the history.', problems: 'Problems (nothing will be imported until they are fixed)',
    where: 'Where', what: 'What', review: 'Who is who?', inFile: 'In the file', matchTo: 'In Tablekeeper', asNew: 'New player', exact: 'same name',
    similar: 'similar name — check', doImport: 'Import', imported: 'Imported {imported} plays ({present} already present), {players} new players, {games} new games.',
    exportTitle: 'Export', csvPlays: 'Plays (CSV)', csvScores: 'Player scores (CSV)', backupTitle: 'Backup', backupNow: 'Back up now', backedUp: 'Backed up to {file}',
    restore: 'Restore', confirmRestore: 'Replace the whole history with {name}?', restored: 'Restored {rows} rows.', noBackups: 'No backups yet.',
  },
};

type Messages = typeof en;

const ja: Messages = {
  tabs: { plays: 'プレイ記録', players: 'プレイヤー', games: 'ゲーム', leaderboards: 'ランキング', seasons: 'シーズン', exchange: 'インポート・エクスポート' },
  common: {
    save: '保存', cancel: 'キャンセル', delete: '削除', edit: '編集', back: '戻る', add: '追加', remove: '削除', none: '—', yes: 'はい', no: 'いいえ',
    game: 'ゲーム', player: 'プレイヤー', players: 'プレイヤー', date: '日付', location: '場所', plays: 'プレイ数', wins: '勝利数', winRate: '勝率',
    score: '得点', rank: '順位', winner: '勝者', name: '名前', group: 'グループ', all: 'すべて', loading: '読み込み中…', empty: 'まだ何もありません。',
    previous: '前へ', next: '次へ', pageOf: '{total}件中 {from}–{to}', saved: '保存しました。',
  },
  modes: { digital: 'デジタル', assist: 'アシスト', manual: '手入力' },
  filter: { title: '絞り込み', from: '開始日', to: '終了日', anyGroup: 'すべてのグループ', anyLocation: 'すべての場所', clear: '絞り込みを解除' },
  plays: {
    title: 'プレイ記録', record: 'プレイを記録', result: '結果', openMatch: '対局ログを再生', pushLink: 'BG Stats に送る', incomplete: '未完了',
    excluded: '統計対象外', expansions: '拡張', duration: '{n}分', confirmDelete: 'このプレイを削除しますか？', tieBreaks: 'タイブレーク', breakdown: '得点の内訳',
  },
  form: {
    titleNew: 'プレイを記録', titleEdit: 'プレイを編集', gameName: 'ゲーム（どのゲームでも可）', bggId: 'BGG ID（任意）', highestWins: '高得点の勝ち',
    noPoints: '得点なし（勝ち負けのみ）', cooperative: '協力ゲーム', playedAt: '日時', duration: '所要時間（分）', notes: 'メモ',
    incomplete: '未完了', exclude: '統計から除外', expansions: 'オプション・拡張（1行に1つ）', board: 'ボード・バリアント',
    manualWinner: '勝者を手動で選ぶ', addPlayer: 'プレイヤーを追加', scoreHint: '例: 42、3,5、12+7+3', start: '手番順', colour: '色',
    team: 'チーム', newToGame: '初プレイ', winnerBox: '勝ち', rankBox: '順位（任意）', matchNote: 'このプレイは対局の記録です。結果はエンジンが決めたものです。',
  },
  player: {
    title: 'プレイヤー', create: '新しいプレイヤー', rename: '名前を変更', merge: '統合…', mergeInto: '{name} を統合する先', mergeDo: '統合', undoMerges: '統合を元に戻す',
    undo: '元に戻す: {from} → {into}', groups: 'グループ・クラブ', newGroup: '新しいグループ', club: 'クラブ', members: 'メンバー', streakNow: '現在の連勝',
    streakBest: '最長連勝', average: '平均得点', best: '最高得点', perGame: 'ゲーム別', h2h: '対戦成績', opponent: '相手',
    ahead: '上位', behind: '下位', nemesis: '最も負けている相手', victim: '最も勝っている相手', ratingOverTime: 'レーティング推移（μ − 3σ）',
    scoresOverTime: '得点の推移', chooseGame: 'グラフのゲーム',
  },
  game: {
    title: 'ゲーム', overview: '全ゲーム', hIndex: 'h指数', gamesPlayed: '遊んだゲーム数', playsPerMonth: '月別プレイ数', byCount: '人数別',
    nPlayers: '{n}人', distribution: '得点分布', average: '平均得点', best: '最高得点', leaderboard: 'ランキング', engine: 'Tablekeeper で対局',
  },
  board: { title: 'ランキング', ordinal: 'レーティング（μ − 3σ）', mu: 'μ', sigma: 'σ', pick: 'ゲームかシーズンを選んでください', recompute: 'レーティングを再計算', recomputed: '{n}件のプレイからレーティングを再計算しました。' },
  season: { title: 'シーズン', create: '新しいシーズン', startsOn: '開始', endsOn: '終了', anyGame: 'すべてのゲーム', leaderboard: 'シーズンランキング' },
  exchange: {
    importTitle: 'インポート', format: '形式', bgstats: 'BG Stats（JSON エクスポート）', bgg: 'BoardGameGeek プレイ記録（XML）', chooseFile: 'ファイル', preview: 'ファイルを確認',
    summary: '{plays}件のプレイ：新規 {fresh}件、登録済み {present}件。', problems: '問題（修正するまで何もインポートされません）',
    where: '場所', what: '内容', review: 'プレイヤーの対応付け', inFile: 'ファイル内', matchTo: 'Tablekeeper 内', asNew: '新しいプレイヤー', exact: '同じ名前',
    similar: '似た名前（確認してください）', doImport: 'インポート', imported: '{imported}件のプレイをインポートしました（登録済み {present}件）。新しいプレイヤー {players}人、新しいゲーム {games}件。',
    exportTitle: 'エクスポート', csvPlays: 'プレイ（CSV）', csvScores: 'プレイヤー得点（CSV）', backupTitle: 'バックアップ', backupNow: '今すぐバックアップ', backedUp: '{file} にバックアップしました',
    restore: '復元', confirmRestore: '履歴全体を {name} で置き換えますか？', restored: '{rows}行を復元しました。', noBackups: 'バックアップはまだありません。',
  },
};

const fr: Messages = {
  tabs: { plays: 'Parties', players: 'Joueurs', games: 'Jeux', leaderboards: 'Classements', seasons: 'Saisons', exchange: 'Import et export' },
  common: {
    save: 'Enregistrer', cancel: 'Annuler', delete: 'Supprimer', edit: 'Modifier', back: 'Retour', add: 'Ajouter', remove: 'Retirer', none: '—', yes: 'Oui', no: 'Non',
    game: 'Jeu', player: 'Joueur', players: 'Joueurs', date: 'Date', location: 'Lieu', plays: 'Parties', wins: 'Victoires', winRate: 'Taux de victoire',
    score: 'Score', rank: 'Place', winner: 'Gagnant', name: 'Nom', group: 'Groupe', all: 'Tous', loading: 'Chargement…', empty: 'Rien pour l’instant.',
    previous: 'Précédent', next: 'Suivant', pageOf: '{from}–{to} sur {total}', saved: 'Enregistré.',
  },
  modes: { digital: 'Numérique', assist: 'Assistance', manual: 'Saisie à la main' },
  filter: { title: 'Filtre', from: 'Du', to: 'Au', anyGroup: 'Tous les groupes', anyLocation: 'Tous les lieux', clear: 'Effacer le filtre' },
  plays: {
    title: 'Parties', record: 'Noter une partie', result: 'Résultat', openMatch: 'Rejouer le journal de la partie', pushLink: 'Envoyer à BG Stats', incomplete: 'inachevée',
    excluded: 'hors statistiques', expansions: 'Extensions', duration: '{n} min', confirmDelete: 'Supprimer cette partie ?', tieBreaks: 'Départages', breakdown: 'Détail des points',
  },
  form: {
    titleNew: 'Noter une partie', titleEdit: 'Modifier la partie', gameName: 'Jeu (n’importe lequel)', bggId: 'Identifiant BGG (facultatif)', highestWins: 'Le plus haut score gagne',
    noPoints: 'Sans points (gagné ou perdu)', cooperative: 'Coopératif', playedAt: 'Date et heure', duration: 'Durée (minutes)', notes: 'Notes',
    incomplete: 'Inachevée', exclude: 'Exclure des statistiques', expansions: 'Options et extensions (une par ligne)', board: 'Plateau ou variante',
    manualWinner: 'Choisir les gagnants moi-même', addPlayer: 'Ajouter un joueur', scoreHint: 'p. ex. 42, 3,5 ou 12+7+3', start: 'Ordre de jeu', colour: 'Couleur',
    team: 'Équipe', newToGame: 'Première partie', winnerBox: 'Gagné', rankBox: 'Place (facultatif)', matchNote: 'Cette partie vient d’un match : ses résultats sont ceux du moteur.',
  },
  player: {
    title: 'Joueurs', create: 'Nouveau joueur', rename: 'Renommer', merge: 'Fusionner avec…', mergeInto: 'Fusionner {name} dans', mergeDo: 'Fusionner', undoMerges: 'Annuler une fusion',
    undo: 'Annuler : {from} → {into}', groups: 'Groupes et clubs', newGroup: 'Nouveau groupe', club: 'Club', members: 'Membres', streakNow: 'Série de victoires en cours',
    streakBest: 'Plus longue série', average: 'Score moyen', best: 'Meilleur score', perGame: 'Par jeu', h2h: 'Face-à-face', opponent: 'Adversaire',
    ahead: 'Devant', behind: 'Derrière', nemesis: 'Perd le plus contre', victim: 'Bat le plus souvent', ratingOverTime: 'Classement au fil du temps (μ − 3σ)',
    scoresOverTime: 'Scores au fil du temps', chooseGame: 'Jeu des graphiques',
  },
  game: {
    title: 'Jeux', overview: 'Tous les jeux', hIndex: 'Indice h', gamesPlayed: 'Jeux joués', playsPerMonth: 'Parties par mois', byCount: 'Selon le nombre de joueurs',
    nPlayers: '{n} joueurs', distribution: 'Répartition des scores', average: 'Score moyen', best: 'Meilleur score', leaderboard: 'Classement', engine: 'Joué dans Tablekeeper',
  },
  board: { title: 'Classements', ordinal: 'Cote (μ − 3σ)', mu: 'μ', sigma: 'σ', pick: 'Choisissez un jeu ou une saison', recompute: 'Recalculer toutes les cotes', recomputed: 'Cotes recalculées à partir de {n} parties.' },
  season: { title: 'Saisons', create: 'Nouvelle saison', startsOn: 'Début', endsOn: 'Fin', anyGame: 'Tous les jeux', leaderboard: 'Classement de la saison' },
  exchange: {
    importTitle: 'Importer', format: 'Format', bgstats: 'BG Stats (export JSON)', bgg: 'Parties BoardGameGeek (XML)', chooseFile: 'Fichier', preview: 'Vérifier le fichier',
    summary: '{plays} parties : {fresh} nouvelles, {present} déjà présentes.', problems: 'Problèmes (rien ne sera importé tant qu’ils ne sont pas corrigés)',
    where: 'Où', what: 'Quoi', review: 'Qui est qui ?', inFile: 'Dans le fichier', matchTo: 'Dans Tablekeeper', asNew: 'Nouveau joueur', exact: 'même nom',
    similar: 'nom proche — à vérifier', doImport: 'Importer', imported: '{imported} parties importées ({present} déjà présentes), {players} nouveaux joueurs, {games} nouveaux jeux.',
    exportTitle: 'Exporter', csvPlays: 'Parties (CSV)', csvScores: 'Scores des joueurs (CSV)', backupTitle: 'Sauvegarde', backupNow: 'Sauvegarder maintenant', backedUp: 'Sauvegardé dans {file}',
    restore: 'Restaurer', confirmRestore: 'Remplacer tout l’historique par {name} ?', restored: '{rows} lignes restaurées.', noBackups: 'Aucune sauvegarde pour l’instant.',
  },
};

export const historyMessages = { en, ja, fr };
