# The exercise pages (/<lang>/<game>/exercises/<variant>/), made from the positions
# `tabula solve` finds in games of a solved variant, and the reasons given for a move.

exercises-title = { $variant }：最善の動きはどれ？
exercises-description = { $variant-sentence }をコンピューターどうしで対局させ、そこに現れた局面のうち、最善の動きがただ一つに決まるものを集めました。その動きを見つけたら、一つ一つの動きの値打ちを確かめてみましょう。
# The link beside "Play this variant" on a variant's pages.
exercises-link = 練習問題
exercises-intro = 全部で{ WORDS($count) }問あります。どの局面でも、一方のプレイヤーが投げたところです。自分ならどう動かすかを選んでください。動かすコマを盤上でクリックまたはタップするか、盤の下のボタンを使います。答えには、できる動きがすべて並びます。それぞれの動きについて、そのあと双方が最善を尽くした場合に動かしたプレイヤーが勝つ確率と、その動きで何が起こるかを示します。
exercises-levels = 易しい問題から順に並んでいます。難しい問題では、最善の動きの勝率が次によい動きの勝率をわずかに上回るだけだったり、相手のコマを取る、コマを上げるといった、つい選びたくなる動きがほかにあったりします。
exercise-heading = 第{ $number }問
exercise-level = { $level ->
    [easy] （易しい）
    [medium] （ふつう）
   *[hard] （難しい）
}
exercise-prompt = { $player ->
    [1] 先手
   *[other] 後手
}に{ $throw }が出ました。最善の動きはどれでしょう？
exercise-choose = 動きを選ぶ
exercise-answer = 答え
exercise-play = この局面から続けて遊ぶ
# After a move's chance in the answer: the best move, or how much less often the mover
# wins after this move than after the best one (percentage points).
exercise-best = （最善の動き）
exercise-loss = （最善の動きより{ $points }ポイント低い）
exercise-right = 正解です。{ $kind ->
    [enter] 手持ちのコマを{ $to }番マスに入れる
    [off] { $from }番マスのコマを盤から上げる
    [stay] { $from }番マスのコマを動かさずに残す
   *[step] { $from }番マスのコマを{ $to }番マスへ動かす
}のが最善の動きで、このあと{ $player ->
    [1] 先手
   *[other] 後手
}の勝率は{ $chance }です。
exercise-wrong = 最善の動きではありません。{ $kind ->
    [enter] 手持ちのコマを{ $to }番マスに入れた
    [off] { $from }番マスのコマを盤から上げた
    [stay] { $from }番マスのコマを動かさずに残した
   *[step] { $from }番マスのコマを{ $to }番マスへ動かした
}あとの{ $player ->
    [1] 先手
   *[other] 後手
}の勝率は{ $chance }です。最善は{ $best-kind ->
    [enter] 手持ちのコマを{ $best-to }番マスに入れること
    [off] { $best-from }番マスのコマを盤から上げること
    [stay] { $best-from }番マスのコマを動かさずに残すこと
   *[step] { $best-from }番マスのコマを{ $best-to }番マスへ動かすこと
}で、そのあとの勝率は{ $best-chance }です。

# Why a move is good or bad, after what it does: the danger its piece is left in.
reason-exposed = { $certain ->
    [yes] 相手の次の投げでどの目が出ても、相手は動かしたコマを取ることができます。
   *[no] 相手の次の投げで、動かしたコマが取られる確率は{ $chance }です。
}
reason-escapes = 動かしたコマは、元のマスにいれば相手の次の投げで{ $chance }の確率で取られるところでしたが、移った先のマスでは、相手にどの目が出ても取られません。
