# Names of the variants, and the difference tables computed from rule data.
# Each cell message receives the rule's values as arguments.

# 名前が文の中で使われる形：`.sentence`（ない場合は名前そのもの）。
# `.rules`：キャプションで使う短い形。ページの文脈でゲームが分かるので、ウルではルールの名前だけを言う。
variant-senet-standard = 標準のセネト
    .sentence = 標準のセネト
    .rules = 標準のセネト
variant-senet-bell = ベルのセネト
    .sentence = ベルのセネト
    .rules = ベルのセネト
variant-senet-jequier = ジェキエのセネト
    .sentence = ジェキエのセネト
    .rules = ジェキエのセネト
variant-senet-kendall = ケンドールのセネト
    .sentence = ケンドールのセネト
    .rules = ケンドールのセネト
variant-ur-finkel = 標準のウルのロイヤルゲーム
    .sentence = 標準のウルのロイヤルゲーム
    .rules = 標準のルール
variant-ur-bell = ベルのルールによるウルのロイヤルゲーム
    .sentence = ベルのルールによるウルのロイヤルゲーム
    .rules = ベルのルール
variant-ur-masters = マスターズのルールによるウルのロイヤルゲーム
    .sentence = マスターズのルールによるウルのロイヤルゲーム
    .rules = マスターズのルール
variant-ur-blitz = ブリッツ
    .sentence = ブリッツ
    .rules = ブリッツのルール
variant-ur-aseb = アセブ（20マスのゲーム）
    .sentence = アセブ（20マスのゲーム）
    .rules = アセブのルール
variant-ur-finkel-masters = マスターズのルート
    .sentence = マスターズのルートを使うゲーム
    .rules = マスターズのルートを使うルール
variant-ur-finkel-five = 5個のコマ
    .sentence = コマが5個のゲーム
    .rules = コマが5個のルール

diff-caption = { $variant-rules }と{ $standard-rules }の違い
diff-rule = ルール

list-comma = 、
list-and = { $head }、{ $last }
list-or = { $head }、{ $last }のいずれか

rule-pieces = コマと配置
rule-start = 始め方
rule-throw = 目の決め方
rule-extra-throw = 追加の投げ
rule-pass = 動けないとき
rule-entry = コマを入れる
rule-landing = 相手のコマに止まる
rule-safe = 安全なマス
rule-houses = 特別なマス
rule-stop = 止まらなければならないマス
rule-water = 水の家
rule-blockade = 封鎖
rule-forced = 動かす義務
rule-backward = 後退
rule-bear-off = 上がり
rule-fines = 罰金
rule-end = 勝ち方
rule-board = 盤
rule-route = ルート
rule-options = オプション

cell-pieces = { $start ->
    [hand] 各{ WORDS($count) }個。最初はすべて手持ちのコマとして盤の横で待ちます。
   *[alternate] 各{ WORDS($count) }個。二人のコマを1〜{ $last }番マスに交互に置き、一方の組が奇数マス、もう一方の組が偶数マスを占めます。
}

cell-start = { $rule ->
    [first-one] 二人が交代で投げ、先に{ $throw }が出たプレイヤーが偶数マスの組を受け持ちます。そのプレイヤーはその{ $throw }で{ $front }番マスのコマを進め、もう一度投げます。
    [first-one-start-throw] 二人が交代で投げ、先に{ $throw }が出たプレイヤーが偶数マスの組を受け持ちます。そのプレイヤーはその{ $throw }で{ $front }番マスのコマを進め、もう一度投げます。もう一人のプレイヤーは{ $first }が出るまでコマを動かせず、それまでの投げはすべてパスになります。
    [seat-one-start-throw] 先手から始めます。どちらのプレイヤーも{ $first }が出るまでコマを動かせず、それまでの投げはすべてパスになります。
   *[seat-one] 先手から始めます。
}

cell-throw = { $kind ->
    [faces] { $implement ->
        [long-die] { $faces }が出る{ WORDS($sides) }面の棒状サイコロ1本。
       *[other] { $faces }が出る{ WORDS($sides) }面のサイコロ1個。
    }
    [none-counts] { $implement ->
        [sticks] 投げ棒{ WORDS($count) }本：平らな面が上になった本数を数えます。1本も平らな面が上にならなければ目は{ $none }です。
       *[other] 四面体サイコロ{ WORDS($count) }個：上を向いた印のある頂点を数えます。一つも上を向かなければ目は{ $none }です。
    }
    [table] { $implement ->
        [sticks] 投げ棒{ WORDS($count) }本：平らな面が上を向いた数を数え、
       *[other] 四面体サイコロ{ WORDS($count) }個：上を向いた印のある頂点を数え、
    }{ $values }です。
   *[count] { $implement ->
        [sticks] 投げ棒{ WORDS($count) }本：平らな面が上になった本数を数えます。
       *[other] 四面体サイコロ{ WORDS($count) }個：上を向いた印のある頂点を数え、目は0〜{ $count }です。
    }
}

# One outcome of a throw table: how many sides up, and what that throw is worth.
throw-up = { $up ->
    [0] 一つもなければ目は{ $value }
   *[other] { WORDS($up, form: "tsu") }なら目は{ $value }
}

cell-extra-throw = { $kind ->
    [none] なし：動かすたびに手番が相手に移ります。
    [rosette] ロゼットに止まると、もう一度投げられます。
    [throws-rosette] { $throws }が出たとき、あるいはロゼットに止まったとき、もう一度投げられます。
    [capture] 相手のコマを取ると、もう一度投げられます。
    [rosette-capture] ロゼットに止まったとき、あるいは相手のコマを取ったとき、もう一度投げられます。両方が重なっても、投げられるのは一度だけです。
    [throws-capture] { $throws }が出たとき、あるいは相手のコマを取ったとき、もう一度投げられます。
    [throws-rosette-capture] { $throws }が出たとき、ロゼットに止まったとき、あるいは相手のコマを取ったとき、もう一度投げられます。いくつ重なっても、投げられるのは一度だけです。
   *[throws] { $throws }が出たら、動かしたあとにもう一度投げます。
}

cell-pass = { $kind ->
    [again] パスになりますが、{ $throws }が出ていれば、それでももう一度投げます。
    [forfeit] パスになり、手番はそこで終わります（{ $throws }が出ていても、もう一度は投げられません）。
   *[turn-ends] パスになり、手番は相手に移ります。
}

cell-entry = { $kind ->
    [fixed] { $throws }が出たときだけ入れられます。入れたコマは{ $square }番マスに置きます。
   *[throw] { $any ->
        [1] 0以外の目なら、どの目でも、その目と同じ番号のマスにコマを入れられます。
       *[other] { $throws }が出たら、その目と同じ番号のマスにコマを入れられます。
    }
}

cell-landing = { $kind ->
    [swap] 二つのコマが入れ替わります{ $neighbours ->
        [yes] 。ただし、相手のコマのすぐ隣に同じ色のコマがいるときは、そこに止まれません。
       *[no] 。
    }
    [swap-water] 二つのコマが入れ替わります{ $neighbours ->
        [yes] 。ただし、相手のコマのすぐ隣に同じ色のコマがいるときは、そこに止まれません。
       *[no] 。
    }{ $water-squares }番マスの相手のコマに止まれるのは水の家が空いているときだけで、そのとき相手のコマは代わりに{ $water }番マスの水の家へ送られます。
    [capture] 相手のコマを取ります。取られたコマは持ち主の手持ちに戻り、もう一度盤に入れ直さなければなりません。
   *[remove] 相手のコマを取り、取られたコマはゲームから除かれます。{ $neighbours ->
        [yes] {""}
       *[no] 隣に同じ色のコマがいても守られません。
    }
}

cell-safe = { $rosettes ->
    [safe] ロゼットにいるコマは取られません。
    [unsafe] なし：共有するマスでは、ロゼットも含めてどこでもコマを取られます。
   *[none] { $contiguous ->
        [yes] { $from }〜{ $to }番マス
       *[no] { $count ->
            [1] { $squares }番マス
           *[other] { $squares }番マス
        }
    }{ $guarded ->
        [yes] と、水の家にコマがいるあいだの{ $guarded-squares }番マス
       *[no] {""}
    }{ $neighbours ->
        [yes] 。それ以外のマスでも、隣に同じ色のコマがいるあいだはコマが守られます。
       *[no] 。
    }
}

cell-houses = { $houses }です。
house-rebirth = { $square }番マスは再生の家
house-beauty = { $square }番マスは美の家
house-water = { $square }番マスは水の家
house-three-truths = { $square }番マスは三つの真実の家
house-re-atum = { $square }番マスはラー・アトゥムの家
house-marks = { $from }〜{ $to }番マスの印は{ $marks }

cell-stop = { $kind ->
    [illegal] { $square }番マスにはぴったりの目で止まらなければなりません。その手前のコマは、1回の動きでそこを越えられません。
    [water] { $square }番マスにはぴったりの目で止まらなければなりません。そこを越える動きは、代わりに{ $water }番マスの水の家で終わります。そのマスがふさがっていれば、その動きはできません。
   *[none] なし：どのマスも越えて進めます。
}

cell-water = { $kind ->
    [hold] { $square }番マス。ここに入ったコマはそこにとどまり、{ $throws }が出て上がるまで、持ち主が動かせる唯一のコマになります。ほかの目のときは、{ $rebirth }番マスが空いていれば、代わりにそこへ戻すこともできます。そのときは手番がすぐに終わり、持ち主は次の手番を失い、戻したコマはほかのどのコマよりも先に動かさなければなりません。
    [rebirth] { $square }番マス。ここで動きが終わったコマは{ $rebirth }番マスに戻されます。そこがふさがっていれば、その手前でいちばん近い空きマスに置きます。
    [first-empty] { $square }番マス。ここで動きが終わったコマは、盤でいちばん番号の小さい空きマスに戻されます。
    [square] { $square }番マス。ここで動きが終わったコマは{ $rebirth ->
        [1] 1番マスに戻されます。そこがふさがっていれば、いちばん番号の小さい空きマスに置きます。
       *[other] { $rebirth }番マスに戻されます。そこがふさがっていれば、その手前でいちばん近い空きマスに置きます。
    }
   *[none] 水の家はありません。
}

# The other cell of a rule only one of the two variants has.
cell-absent = このルールにはありません。

cell-blockade = { $length ->
    [0] なし：何個のコマでも飛び越えられます。
   *[other] 道の上で続けて並んだ{ WORDS($length) }個以上の相手のコマは、前へ進むときも後退するときも飛び越えられません。
}

cell-forced = { $kind ->
    [squares] { $from }〜{ $to }番マスのコマが動ける場合は、そのどれかを動かさなければなりません。
   *[none] 動かせるコマならどれを動かしてもかまいません。
}

cell-backward = { $kind ->
    [no-forward] 前へ動けるコマがないときは、コマを1個、出た目の数だけ後ろの空きマスへ動かさなければなりません。
    [no-forward-limits] 前へ動けるコマがないときは、{ $up-to ->
        [0] {""}
       *[other] 1〜{ $up-to }番マスの
    }コマを1個、出た目の数だけ後ろ{ $hits ->
        [yes] の空きマスか、隣に同じ色のコマがいない相手のコマのマスへ動かさなければなりません。相手のコマとは入れ替わります。
       *[no] の空きマスへ動かさなければなりません。
    }
   *[never] なし：コマは前へしか進めません。
}

cell-bear-off = { $rule ->
    [exact] 最後のマスの一つ先、{ $exit }番マスにちょうど届く目で上がります。
    [reach] どの目でも、{ $last }番マスに届くか越えれば上がれます。ただし、自分のコマがすべて{ $from }〜{ $last }番マスにあるときだけです。
    [exact-all-from] 最後のマスの一つ先、{ $exit }番マスにちょうど届く目で上がります。ただし、自分のコマが1〜{ $before }番マスに1個でもあるうちは、どのコマも上がれません。
    [table-all-from] 上がれるのは次の場合だけです：{ $table }。ただし、自分のコマが1〜{ $before }番マスに1個でもあるうちは、どのコマも上がれません。
   *[table] 上がれるのは次の場合だけです：{ $table }。
}
bear-off-from = { $square }番マスから{ $throws }が出たとき
bear-off-from-any = { $square }番マスにいるとき（どの目でもよい）

cell-fines = { $fine ->
    [0] なし。
    [1] ロゼットに止まるたびに、二人共通のポットに罰金を払います（額はいつも同じです）。
   *[other] ロゼットに止まるたびに、二人共通のポットに罰金を{ WORDS($fine) }単位払います。
}

cell-end = { $rule ->
    [score] 上がったコマ1個につき1点が入ります。一方の得点に相手がもう追いつけなくなった時点か、盤にどちらのコマも残っていない時点でゲームは終わり、得点の多いほうが勝ちます。同点なら引き分けです。
   *[all-off] 先に{ WORDS($count) }個のコマをすべて上げたプレイヤーの勝ちです。
}

cell-board = { $board ->
    [ur] ウルのロイヤルゲームの盤（{ WORDS($squares) }マス）。
    [twenty-squares] 20マスのゲームの盤（{ WORDS($squares) }マス）。中央の列が長い盤です。
    [senet] セネトの盤（{ WORDS($squares) }マス）。
   *[other] { WORDS($squares) }マスの盤。
}

cell-route = { $route ->
    [aseb] 中央の列を端まで進む、{ WORDS($length) }マスのアセブのルート。
    [masters] { WORDS($length) }マスのマスターズのルート。
    [bell] { WORDS($length) }マスのベルのルート。
   *[other] { WORDS($length) }マスのルート。
}

cell-options = { $count ->
    [0] なし。
   *[other] { $options }をオプションとして選べます。
}
# オプションの値。差分表で「{ $options }をオプションとして選べます」に入る。属性 `.choice` は、
# 遊ぶページの設定でオプション名（`option-name-*`）の下に並ぶ選択肢としての値だけを言う。
option-route = { $value ->
    [masters] マスターズのルート
    [bell] ベルのルート
   *[other] { $value }のルート
}
    .choice = { $value ->
        [masters] マスターズのルート
        [bell] ベルのルート
       *[other] { $value }
    }
option-pieces = { WORDS($value) }個のコマ
    .choice = 各{ WORDS($value) }個
# ケンドールのオプション（名前の順に並びます）。
option-home-row = { $value ->
    [on] 上の列のルール
   *[other] 上の列のルールなし
}
    .choice = { $value ->
        [on] あり
       *[other] なし
    }
option-starting-throw = { $value ->
    [on] 動き出しの目
   *[other] 動き出しの目なし
}
    .choice = { $value ->
        [on] あり
       *[other] なし
    }
option-trap = { $value ->
    [on] 罠
   *[other] 罠なし
}
    .choice = { $value ->
        [on] あり
       *[other] なし
    }
