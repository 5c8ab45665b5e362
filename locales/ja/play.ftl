# 試せる盤と遊ぶページ：スクリプトが盤の図に加える操作と、バリアントごとの遊ぶページ。
# スクリプトはこれらの言葉をビルドから受け取ります（ページの言語で）。

figure-permalink = この図へのリンク
figure-notation = 局面：
figure-copy = コピー
figure-copy-label = 局面を記法でコピーする
figure-copied = 局面をコピーしました。
figure-play = この局面から遊ぶ

try-label = 盤で試してみましょう
try-throw-label = 投げ：
try-throw-value = { $throw }を投げる
try-throw-random = ランダムに投げる
try-moves-label = できる動き：
try-move = { $move }と動かす
try-choose = 投げの目を選ぶか、ランダムに投げると、できる動きが表示されます。
try-undo = 一手戻す
try-reset = 最初に戻す
replay-back = 一手戻る
replay-forward = 一手進む
replay-step = { $count }手中{ $step }手目
replay-start = 最初の局面です。

why-label = ほかのコマはなぜ動かせないのですか？
why-piece = { $square }番マスのコマ：{ $reason }
why-hand = 手持ちのコマ：{ $reason }
why-none = 動かせるコマには、どれもできる動きがあります。
why-no-piece = そこにはあなたのコマがありません。
why-no-move = この投げではどのコマも動かせません。
why-forced = ルールにより、ほかの動きをしなければなりません。
why-past-end = この投げではルートの終わりを越えてしまいます。
why-own-piece = 止まるマスには、すでに自分のコマがあります。
why-protected = 止まるマスにある相手のコマは、そこでは守られています。
why-rules = このバリアントのルールでは、その動きはできません。
why-game-over = ゲームは終わっています。

play-title = { $variant }で遊ぶ
play-description = ブラウザで{ $variant }を遊べます。一台の端末で二人で、またはコンピューターを相手に。
play-link = このバリアントで遊ぶ
play-noscript = このゲームはブラウザの中で動くため、JavaScriptが必要です。JavaScriptがなくても、ルールを読んだり図を見たりすることはできます。
play-settings = ゲームの設定
play-opponent = 相手
play-opponent-human = この端末で遊ぶもう一人のプレイヤー
play-opponent-random = ランダムに動かすコンピューター
play-opponent-expectimax = 一投げ先を読むコンピューター
play-new-game = 新しいゲーム
play-throw = 投げる
play-computer-thinks = コンピューターが動きを選んでいます。
play-record = 棋譜
play-record-empty = まだ投げていません。
play-share = このゲームを共有する
play-share-text = このリンクには、今のゲームの局面が入っています。リンクを開いた人はここから続けられるので、リンクを送り合えば二人で交互に遊べます。
play-copy-link = リンクをコピー
play-link-copied = リンクをコピーしました。
play-bad-link = このリンクには、このページで続けられるゲームが入っていないため、新しいゲームを始めました。
play-score = 得点：{ $first }対{ $second }。
play-board = 盤

option-name-route = ルート
option-name-pieces = コマの数
option-name-trap = 落とし穴
option-name-home-row = 最上列のルール
option-name-starting-throw = 最初の投げ
