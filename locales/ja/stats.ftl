# コンピューターどうしの対局から求めた統計：バリアントのページの統計ブロックと
# 比較ブロック（src/stats）。数値はページの言語の書式で渡されます。

stats-intro = これらの数値は、{ $variant-sentence }をコンピューターどうしで{ $count ->
   *[other] { $games }局
}対局させて得たものです。先手も後手も、できる動きの中からランダムに選びました（このサイトを作っているプログラム「tabula」のバージョン{ $version }で計算。乱数のシードは{ $seed }なので、だれでも同じ数値を再現できます）。
stats-policies = 下の表とグラフでは、ランダムなプレイヤーを欲張りなプレイヤーとも組み合わせています。欲張りなプレイヤーは、上がれるコマがあれば上げ、なければ{ $hit ->
    [swap] 相手のコマと入れ替われるときは入れ替わり
   *[capture] 相手のコマを取れるときは取り
}、{ $extra ->
    [landing] それもできなければ、追加の投げが得られる動きがあればそれを選び、どれもなければランダムに動かします。
   *[none] それもできなければランダムに動かします。
}さらに、ランダムなプレイヤーと欲張りなプレイヤーのどちらも、先読みするプレイヤーと組み合わせています。先読みするプレイヤーとは、ブラウザで遊ぶページで相手に選べるコンピューターの一つで、それぞれの動きを、そのあとに出る可能性のあるすべての目を考えに入れて比べます。対局に時間がかかるため、このプレイヤーを含む組み合わせは、それぞれ{ $games }局にとどめています。
stats-pairing = { $first ->
    [greedy] 欲張りなプレイヤー
    [lookahead] 先読みするプレイヤー
   *[random] ランダムなプレイヤー
}（先手）対{ $second ->
    [greedy] 欲張りなプレイヤー
    [lookahead] 先読みするプレイヤー
   *[random] ランダムなプレイヤー
}（後手）

stats-throws-caption = { $variant-rules }で出る目：正確な確率と、実際に出た割合
stats-throws-seen = これらの対局で

stats-figures-caption = { $variant-sentence }の対局を数字で見る
stats-figure = 項目
stats-value = 値
stats-throws-per-turn = 1手番あたりの投げの回数
stats-throws-per-turn-value = { $kind ->
    [single] 常に1回（追加の投げが得られる目も動きもありません）
    [measured] これらの対局では平均{ $measured }回
    [whole] 目の確率だけから計算すると平均{ $exact }回、これらの対局では平均{ $measured }回
   *[fraction] 目の確率だけから計算すると平均{ $exact }回（{ $fraction }）、これらの対局では平均{ $measured }回
}
stats-first-player = 先手が勝った対局の割合
stats-rate-interval = { $rate }（95%信頼区間：{ $low }〜{ $high }）
stats-draws = 引き分け
stats-length-turns = 対局の長さ（手番の数）
stats-length-throws = 対局の長さ（投げの回数）
stats-mean-median = 平均{ $mean }、中央値{ $median }
stats-passes = 動かせるコマがなかった投げの割合
stats-captures = コマを取った回数（1局あたり）
stats-swaps = 入れ替わりの回数（1局あたり）
stats-water = 水の家に入ったコマの数（1局あたり）
stats-fines = 罰金を払った回数（1局あたり）
stats-unfinished = 終わらなかった対局
stats-unfinished-value = { $count ->
   *[other] { $games }局
}は{ $cap }回投げても終わらなかったため、上の数値には含めていません。

stats-lengths-title = { $variant-sentence }の1局の長さ
stats-lengths-desc = 終わった対局を手番の数で分けた棒グラフです。棒1本が{ $width }手番分にあたり、横軸には{ $step }手番ごとに目盛り、縦軸には対局の割合（%）があります。最後の薄い色の棒には{ $last }手番以上の対局もすべて含まれます。中央値は{ $median }手番で、半数の対局は{ $low }〜{ $high }手番、10局のうち9局は{ $most }手番以内に終わります。
stats-pairings-title = { $variant-sentence }で先手が勝つ割合（プレイヤーの組み合わせごと）
stats-pairings-desc = プレイヤーの組み合わせごとに1本の棒を、下の表と同じ順に並べています。サイコロはランダムなプレイヤー、矢印は欲張りなプレイヤー、眼の印は先読みするプレイヤーを表し、左が先手です。棒の長さは全対局のうち先手が勝った対局の割合を、棒の先の線は95%信頼区間を表し、破線は50%の位置を示します。{ $list }。
stats-pairing-item = { $players }：{ $rate }
stats-pairings-caption = { $variant-sentence }で先手が勝った対局の割合（プレイヤーの組み合わせごと）
stats-players = プレイヤー（先手対後手）
stats-finished = 終わった対局

compare-intro = どのバリアントも、そのルールと初期設定のオプションで、ランダムなプレイヤーどうしに{ $count ->
   *[other] { $games }局
}対局させています（乱数のシードを{ $seed }に固定しているので、同じ対局をそのまま再現できます）。表でバリアント名の前にある番号は、下のグラフの行の番号です。
compare-caption = バリアントの比較
compare-variant = バリアント
compare-hits = { $kind ->
    [capture] コマを取った回数（1局あたり）
    [swap] コマが入れ替わった回数（1局あたり）
   *[both] コマを取ったり入れ替わったりした回数（1局あたり）
}
compare-chart-title = バリアントごとの対局の長さ
compare-chart-desc = バリアントごとに1行、表と同じ番号で並べています。線はいちばん短い1割といちばん長い1割の対局を除いた範囲（対局の8割）を、箱は真ん中の半数の対局を、赤い印は中央値を示します。単位は手番で、横軸には{ $step }手番ごとに目盛りがあります。{ $list }。
compare-chart-item = { $number }. { $variant }：中央値{ $median }手番
# 最善手での先手の勝率。`content/solved/`（`tabula solve`）から。
stats-first-best-play = 双方が最善を尽くした場合の先手の勝率（厳密な計算値）
# ブラウザで遊ぶページのコンピューターが、完璧なプレイヤー（いつも最善の動きを選ぶ）に勝つ割合。
# 先手と後手を半分ずつ受け持った20,000局から（`tabula solve`）。
stats-versus-perfect = { $opponent ->
    [random] ランダムなプレイヤー（コンピューター）が、いつも最善の動きを選ぶ相手に勝った対局の割合
    [judged] 完全解析の結果から学んだコンピューター（次の2回の投げまで先読み）が、いつも最善の動きを選ぶ相手に勝った対局の割合
    [perfect] いつも最善の動きを選ぶコンピューターが、同じようにいつも最善の動きを選ぶ相手に勝った対局の割合
   *[expectimax] 先読みするプレイヤー（次の投げまで読むコンピューター）が、いつも最善の動きを選ぶ相手に勝った対局の割合
}（上とは別の対局で計測。どちらのプレイヤーも、半数の対局で先手を受け持ちました）
# 比較表のこの列で、まだ解析されていないバリアントに使う。
compare-unsolved = 未解析
# `tabula stats` がまだ対局させていないルールの組み合わせ（ビルドは警告する）：統計ブロックは
# 数値の代わりにそのことを伝える。
stats-unmeasured = { $variant-sentence }の数値は、まだ計測されていません。
# まだ計測されていないバリアントの、比較表の行のすべてのセルに使う。
compare-unmeasured = 未計測
# グラフの説明（$description、compare-chart-desc）。まだ計測されていないバリアントの行が
# 空のときに使う。$rows はその番号の列挙（「3と4」）、$count はその数。
compare-chart-unmeasured = { $description }{ $rows }行目は、数値がまだ計測されていないため空欄です。
# どのバリアントもまだ計測されていないときの、比較の最初の文（グラフはない）。
compare-unmeasured-all = これらのバリアントの数値は、まだ計測されていません。
