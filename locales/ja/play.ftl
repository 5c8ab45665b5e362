# 試せる盤とブラウザで遊ぶページ：スクリプトが盤の図に加える操作と、バリアントごとの遊ぶページ。
# スクリプトはこれらの言葉をビルドから受け取ります（ページの言語で）。

figure-try = この局面を試す
figure-permalink = この図へのリンク
figure-notation = この局面の記法（全言語共通のコードで、キーワードは英語です）：
figure-copy = コピー
figure-copy-label = 局面を記法でコピーする
figure-copied = 局面をコピーしました。
figure-play = この局面から遊ぶ

try-label = 盤で試す
try-throw-label = 目：
try-throw-value = 目を{ $throw }にする
try-throw-random = ランダムに投げる
try-moves-label = できる動き：
try-moves-group = できる動き
try-move = 動き：{ $move }
try-choose = 目を選ぶか、ランダムに投げてください。できる動きが表示されます。
try-undo = 一つ前に戻す
try-reset = 最初に戻す
replay-back = 前の投げへ
replay-forward = 次の投げへ
replay-step = 全{ $count }投中{ $step }投目
replay-start = 最初の局面です。

why-label = ほかのコマはなぜ動かせないのですか？
why-piece = { $square }番マス：{ $reason }
why-hand = 手持ち：{ $reason }
why-none = まだ上がっていない自分のコマは、この目でどれも動かせます。
why-no-piece = そこには自分のコマがありません。
why-no-move = この目では、自分のコマはどれも動かせません。
why-forced = ルールにより、ほかの動きをしなければなりません。
why-enter-throw = この目では盤に入れられません。入れられるのは{ $throws }が出たときだけです。
why-past-end = この目は大きすぎます。上がるには、ぴったりの目が必要です。
why-must-stop = この目では{ $square }番マスを越えてしまいます。どのコマも、いったん{ $square }番マスにぴったり止まってからでないと先へ進めません。
why-not-all-home = { $square }番マスより手前に自分のコマが1個でも残っているうちは、どのコマも上がれません。
why-off-throw = このマスからこの目で上がることはできません。上がれるマスと目の組み合わせは、ルールで決まっています。
why-only-off = このマスのコマは上がる以外に動けませんが、この目では上がれません。
why-blocked = 途中に相手のコマの封鎖があり、飛び越えられません。
why-water-taken = この動きでは、このコマか、止まるマスにある相手のコマが水の家に入ることになりますが、水の家はすでにふさがっています。
why-own-piece = 止まるマスには、すでに自分のコマがあります。
why-protected = 止まるマスにある相手のコマは守られています。
why-rules = このバリアントのルールでは、その動きはできません。
why-game-over = ゲームはもう終わっています。

play-title = { $variant-sentence }をブラウザで遊ぶ
play-description = { $variant-sentence }を、一台の端末を囲んで二人で、またはコンピューターを相手に一人で遊べます。
play-link = このバリアントで遊ぶ
print-pack = 実際に遊べる大きさの盤と、切り抜いて使うコマ、目の早見表カードを印刷できます：
print-pack-a4 = A4（PDF）
print-pack-letter = レターサイズ（PDF）
print-pack-or = ・
print-pack-end = 。
print-pack-again = カードでは、もう一度投げられる目に↻が付いています。
play-noscript = このゲームはブラウザの中で動くため、JavaScriptが必要です。JavaScriptがなくても、ルールを読んだり図を見たりすることはできます。
play-settings = ゲームの設定
play-opponent = 対戦相手
play-opponent-human = この端末で遊ぶもう一人のプレイヤー
play-opponent-random = ランダムなプレイヤー（コンピューター）
play-opponent-expectimax = 先読みするプレイヤー（次の投げまで読むコンピューター）
play-opponent-judged = 完全解析の結果から学び、次の2回の投げまで先読みするコンピューター
play-opponent-perfect = いつも最善の動きを選ぶコンピューター（選ぶと数メガバイトのダウンロードが必要です）
play-new-game = 新しいゲーム
play-options-pending = この設定はルールを変えるため、新しいゲームから有効になります。新しいゲームを始めるか、今のゲームを続けてください。
play-keep-game = 今のゲームを続ける
play-throw = 投げる
play-computer-thinks = コンピューターが動きを選んでいます。
play-judged-missing = 完全解析の結果から学んだコンピューターは、このルールではここで使えないため、代わりに先読みするプレイヤー（次の投げまで読むコンピューター）が対戦します。
play-perfect-missing = いつも最善の動きを選ぶコンピューターは、このルールではここで使えないため、代わりに完全解析の結果から学んだコンピューターが対戦します。
play-record = 対局の記録
play-record-empty = まだ投げていません。
play-share = このゲームを共有する
# ゲームが終わったときに表示：このページで、最善の動きと比べてゲームを振り返れない理由。
play-review = 最善の動きと比べた振り返り
# $options：設定のあるバリアントでは yes（ページで振り返る1局は標準の設定で遊んだもの）、設定のないバリアントでは no。
play-review-none = このゲームの動きを一つずつ振り返るには、すべての局面について双方が最善を尽くした場合の値をまとめた表が必要ですが、このルールではその表が大きすぎて、ブラウザに送れません。{ $options ->
    [yes] 標準の設定で遊んだ1局の振り返りは、このバリアントを説明するページで見られます。
   *[no] 1局の振り返りは、このバリアントを説明するページで見られます。
}
# 完全解析の結果から学んだコンピューターがあるページで、代わりに行う振り返り。$error：その見積もりの平均の誤差（ポイント）。
play-review-judged = 双方が最善を尽くした場合の正確な値はブラウザに送るには大きすぎるため、この振り返りでは、完全解析の結果から学んだコンピューターの見積もりで動きを評価します。見積もりの誤差は、平均すると{ $error }ポイント未満です。正確な値を使った1局の振り返りは、このバリアントを説明するページで見られます。
play-review-button = このゲームを振り返る
# 見積もりで振り返った対局のグラフ。$start と $end は先手の勝率。
play-review-chart-description = コンピューターの見積もりでは、先手の勝率は最初の投げの前には{ $start }、最後の動きのあとには{ $end }でした。線は先手の勝率を表し、上にあるほど先手が、下にあるほど後手が有利です。丸印は疑問手、悪手、大悪手を表し、丸が大きいほど悪い動きです。
# まだ完全解析されていないルール（セネトなど）の遊ぶページで表示。
play-review-unsolved = このルールはまだ完全には解析されていないため、最善の動きが分からず、このゲームの動きを一つずつ振り返ることはできません。
play-share-text = このリンクには、ゲームの今の局面が入っています。リンクを開いた人はここから続けられるので、リンクを送り合えば二人で交互に遊べます。
play-copy-link = リンクをコピー
play-link-copied = リンクをコピーしました。
play-bad-link = このリンクには、このページで続けられるゲームが入っていないため、新しいゲームを始めました。
play-score = 得点は先手{ $first }点、後手{ $second }点です。
play-board = 盤

option-name-route = ルート
option-name-pieces = コマの数
option-name-trap = 罠
option-name-home-row = 上の列のルール
option-name-starting-throw = 動き出しの目
