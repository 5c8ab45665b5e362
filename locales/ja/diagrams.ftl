# Diagrams: their titles and descriptions (read by screen readers), and the throws chart.

diagram-title = { $variant }：{ $show ->
    [moves] { $throw }が出たときにできる動き
    [move] { $throw }が出たときの動き
    [before-after] { $throw }が出て動かす前と後
   *[position] 局面
}
diagram-side = { $player ->
    [1] 先手
   *[other] 後手
}のコマは{ $count ->
    [0] 盤上にありません
   *[other] { $squares }番マスにあります
}{ $extras ->
    [0] 。
   *[other] （{ $extra }）。
}
diagram-waiting = 手持ちのコマ{ $count }個
diagram-off = 上がったコマ{ $count }個
diagram-fines = 罰金の支払い{ $count }回
diagram-to-move = 次に投げるのは{ $player ->
    [1] 先手
   *[other] 後手
}です。
diagram-opening-sets = 一方の組は{ $first }番マスに、もう一方の組は{ $second }番マスに並んでいます。どちらの組をどちらのプレイヤーが受け持つかは、始めの投げ合いで決まります。
diagram-throw = { $player ->
    [1] 先手
   *[other] 後手
}に{ $throw }が出ます。
diagram-legal = { $count ->
    [1] できる動きは一つだけです：{ $moves }。
   *[other] できる動きは次のとおりです：{ $moves }。
}
diagram-no-move = 動けるコマがないので、{ $player ->
    [1] 先手
   *[other] 後手
}は{ $again ->
    [yes] パスします。この目ではもう一度投げられるため、続けて投げます。
   *[no] パスします。手番は相手に移ります。
}
diagram-move = { $player ->
    [1] 先手
   *[other] 後手
}{ $kind ->
    [enter] は手持ちのコマを{ $to }番マスに入れます。
    [off] は{ $from }番マスのコマを盤から上げます。
    [stay] は{ $from }番マスのコマを動かしません。
   *[step] は{ $from }番マスのコマを{ $to }番マスへ動かします。
}
diagram-move-name = { $kind ->
    [enter] 手持ちのコマを{ $to }へ
    [off] { $from }から上がり
    [stay] { $from }で待つ
   *[step] { $from }から{ $to }へ
}
diagram-hand = 手持ち
diagram-off-board = 上がり
diagram-after = 動かしたあとの局面：
diagram-route = { $shared ->
    [yes] 点線は、すべてのコマが進む道を示しています。
   *[no] 点線は{ $player ->
        [1] 先手
       *[other] 後手
    }のルートを示しています。
}
diagram-result = { $result ->
    [draw] ゲームは引き分けで終わります。
   *[win] { $winner ->
        [1] 先手
       *[other] 後手
    }の勝ちでゲームが終わります。
}
# 空：動きの文とラベル（「手持ちのコマを5へ」）がすでに言っている。
diagram-effect-enter = {""}
diagram-effect-opening = この目が出たプレイヤーが偶数マスの組を受け持ち、始めの投げ合いが終わります。
diagram-effect-backward = 前へ進めるコマがないので、コマは後ろへ動きます。
diagram-effect-forced = ルールにより、この動きをしなければなりません。
# 取る・ロゼット・罰金・追加の投げは、$capture、$rosette、$fine、$again（yes か no：
# 同じ動きにその効果もあるか）で一文にまとめる。まとめた側のメッセージは空にする。
# 追加の投げはロゼットや取ったことの結果とは限らない（ベルのウルの1・4・5、セネト）
# ので、「ので」でつながず、連用形で並べる。
diagram-effect-capture = { $fine ->
    [yes] { $player ->
        [1] 先手
       *[other] 後手
    }は
   *[no] { $again ->
        [yes] { $player ->
            [1] 先手
           *[other] 後手
        }は
       *[no] {""}
    }
}{ $rosette ->
    [yes] ロゼットにいる相手のコマを取
   *[no] 相手のコマを取
}{ $fine ->
    [yes] り、罰金をポットに払{ $again ->
        [yes] い、もう一度投げます。
       *[no] います。
    }
   *[no] { $again ->
        [yes] り、もう一度投げます。
       *[no] ります。
    }
}
diagram-effect-remove = 取られたコマはゲームから除かれ、もう戻りません。
diagram-effect-swap = 二つのコマが入れ替わります。
diagram-effect-rosette = { $capture ->
    [yes] {""}
   *[no] コマがロゼットに止ま{ $fine ->
        [yes] り、{ $player ->
            [1] 先手
           *[other] 後手
        }は罰金をポットに払{ $again ->
            [yes] い、もう一度投げます。
           *[no] います。
        }
       *[no] { $again ->
            [yes] り、{ $player ->
                [1] 先手
               *[other] 後手
            }はもう一度投げます。
           *[no] ります。
        }
    }
}
# 取る・ロゼットと同じ動きなら、そちらの文で言う。
diagram-effect-fine = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] { $player ->
            [1] 先手
           *[other] 後手
        }は罰金をポットに払います。
    }
}
diagram-effect-water = { $moved ->
    [yes] コマは水の家に止まり、{ $square }番マスへ戻されます。
   *[no] コマは水の家に止まり、そのままそこにとどまります。
}
# 空：動きの文とラベル（「11から上がり」）がすでに言っている。
diagram-effect-bear-off = {""}
diagram-effect-extra-throw = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] 手番は{ $player ->
            [1] 先手
           *[other] 後手
        }のまま、もう一度投げます。
    }
}

# ケンドールの水の家と26番マス。
diagram-effect-to-water = 相手のコマは水の家へ送られます。
diagram-effect-overshoot = この目では止まるべきマスを越えてしまうので、コマは水の家に落ちます。
diagram-effect-wait = コマは水の家で待ち、この投げはパスになります。
diagram-effect-return = コマを{ $square }番マスへ戻したので、手番はすぐに終わり、{ $player ->
    [1] 先手
   *[other] 後手
}は次の手番を失います。
diagram-effect-lost-turn = 相手は次の手番を失っているので、その手番は飛ばされ、動かしたプレイヤーが続けてもう一度投げます。

throws-caption = { $variant-rules }で出る目
throws-value = 目
throws-chance = 確率
throws-percent = パーセント

# 最善手での値。図のブロックに `values = true` と書くと表示される（`tabula solve` が書く
# `content/solved/` から）。`$chance` はパーセント表記。
diagram-values-heading = 双方が最善を尽くした場合
diagram-values-position = 投げる前の時点で、この局面からの{ $player ->
    [1] 先手
   *[other] 後手
}の勝率は{ $chance }です。
diagram-values-move = { $move }：{ $chance }
diagram-values-best = （最善の動き）

# 対局の振り返り。再生の図のブロックに `review = true` と書くと、最善の動きと比べた評価が表示される。
review-heading = 最善の動きと比べた対局の振り返り
review-chart-title = 1投ごとの先手の勝率
review-chart-description = 双方が最善を尽くした場合の先手の勝率は、最初の投げの前には{ $start }、最後の動きのあとには{ $end }です。線は先手の勝率を表し、上にあるほど先手が、下にあるほど後手が有利です。丸印は疑問手、悪手、大悪手を表し、丸が大きいほど悪い動きです。
review-grades-caption = 先手と後手の動きの評価
review-grade-heading = 評価
review-player = { $player ->
    [1] 先手
   *[other] 後手
}
# 評価の表の行（それぞれの評価の動きを、各プレイヤーが何回したか）。
review-grade-count = { $grade ->
    [best] 最善の動き
    [good] よい動き
    [inaccuracy] 疑問手
    [mistake] 悪手
   *[blunder] 大悪手
}
review-key-heading = 勝率を大きく下げた動き
review-key-none = 勝率を2ポイント以上下げた動きは、一つもありませんでした。
review-all-heading = すべての動き
# $kind（enter, off, stay, step）、$from、$to で、動きを文の言葉で言う（diagram-move と同じ動詞）。
# $capture、$rosette、$fine（yes か no）：相手のコマを取ったか、ロゼットに止まったか、罰金を払ったか。
# ロゼットは行き先のマスの言葉で言う（「8番マスのロゼットへ」）。
review-move = { $step }投目：{ $player ->
    [1] 先手
   *[other] 後手
}に{ $throw }が出て、{ $kind ->
    [enter] 手持ちのコマを{ $to }番マス{ $rosette ->
        [yes] のロゼット
       *[no] {""}
    }に入れ
    [off] { $from }番マスのコマを盤から上げ
    [stay] { $from }番マスのコマを動かさず、そのまま残し
   *[step] { $from }番マスのコマを{ $to }番マス{ $rosette ->
        [yes] のロゼット
       *[no] {""}
    }へ動かし
}{ $capture ->
    [yes] 、そこにいた相手のコマを取{ $fine ->
        [yes] り、罰金をポットに払いました。
       *[no] りました。
    }
   *[no] { $fine ->
        [yes] 、罰金をポットに払いました。
       *[no] ました。
    }
}
# 何も動かさなかった投げ：0が出たか、できる動きがなかった。$again は、それでもその目で
# 追加の投げが得られるときに yes。
review-pass = { $step }投目：{ $player ->
    [1] 先手
   *[other] 後手
}に{ $throw ->
    [0] 0が出て、動けませんでした
   *[other] { $throw }が出ましたが、動かせるコマがありませんでした
}{ $again ->
    [yes] 。この目ではもう一度投げられるので、続けて投げました。
   *[no] 。
}
review-best = 最善の動きです。
# 最善でなかった動き：その評価、動かしたプレイヤーの勝率がどれだけ下がったか（ポイント）、
# その目での最善の動き（$best-kind、$best-from、$best-to：review-move と同じ）。
review-loss = { $grade ->
    [good] よい動き
    [inaccuracy] 疑問手
    [mistake] 悪手
   *[blunder] 大悪手
}です。最善の動きと比べて、勝率を{ $points }ポイント落としました。最善は、{ $best-kind ->
    [enter] 手持ちのコマを{ $best-to }番マスに入れることでした。
    [off] { $best-from }番マスのコマを盤から上げることでした。
    [stay] { $best-from }番マスのコマを動かさず、そのまま残すことでした。
   *[step] { $best-from }番マスのコマを{ $best-to }番マスへ動かすことでした。
}
review-thresholds = それぞれの動きは、同じ目での最善の動きと比べて、動かしたプレイヤーの勝率をどれだけ下げたかで評価します。最善の動き（0.05ポイント未満）、よい動き（2ポイント未満）、疑問手（5ポイント未満）、悪手（10ポイント未満）、大悪手（10ポイント以上）の五つです。できる動きが一つしかない投げや、一つもない投げは評価しません。
