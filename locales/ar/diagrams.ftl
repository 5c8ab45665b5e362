# Diagrams: their titles and descriptions (read by screen readers), and the throws chart.

diagram-title = { $variant }: { $show ->
    [moves] الحركات المسموحة برمية { $throw }
    [move] حركة برمية { $throw }
    [before-after] قبل حركة برمية { $throw } وبعدها
   *[position] وضع القطع
}
diagram-side = { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
}: { $count ->
    [0] لا قطع على اللوح
    [one] قطعة واحدة على الخانة { $squares }
    [two] قطعتان على الخانتين { $squares }
   *[other] قطع على الخانات { $squares }
}{ $extras ->
    [0] .
   *[other] ؛ { $extra }.
}
diagram-waiting = { $count ->
    [zero] لا قطع تنتظر بجانب اللوح
    [one] قطعة واحدة تنتظر بجانب اللوح
    [two] قطعتان تنتظران بجانب اللوح
    [few] { WORDS($count, form: "feminine") } قطع تنتظر بجانب اللوح
    [many] { WORDS($count, form: "feminine") } قطعة تنتظر بجانب اللوح
   *[other] { WORDS($count, form: "feminine") } قطعة تنتظر بجانب اللوح
}
diagram-off = { $count ->
    [zero] لم تخرج أيّ قطعة من اللوح
    [one] قطعة واحدة خرجت من اللوح
    [two] قطعتان خرجتا من اللوح
    [few] { WORDS($count, form: "feminine") } قطع خرجت من اللوح
    [many] { WORDS($count, form: "feminine") } قطعة خرجت من اللوح
   *[other] { WORDS($count, form: "feminine") } قطعة خرجت من اللوح
}
diagram-fines = { $count ->
    [zero] لا غرامات مدفوعة
    [one] غرامة واحدة مدفوعة
    [two] غرامتان مدفوعتان
    [few] { WORDS($count, form: "feminine") } غرامات مدفوعة
    [many] { WORDS($count, form: "feminine") } غرامة مدفوعة
   *[other] { WORDS($count, form: "feminine") } غرامة مدفوعة
}
diagram-to-move = الرمية التالية { $player ->
    [1] للاعب الأول
   *[other] للاعب الثاني
}.
# لم تُوزَّع المجموعتان بعد (سنت بقواعد جيكييه وكيندال): رميات البداية هي التي توزّعهما.
diagram-opening-sets = تقف إحدى المجموعتين على الخانات { $first }، والأخرى على الخانات { $second }؛ ورميات البداية هي التي تحدّد أيّ لاعب يأخذ أيّ مجموعة.
diagram-throw = يرمي { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} { $throw }.
diagram-legal = { $count ->
    [zero] لا توجد حركة مسموحة.
    [one] الحركة المسموحة الوحيدة: { $moves }.
    [two] الحركتان المسموحتان: { $moves }.
   *[other] الحركات المسموحة: { $moves }.
}
diagram-no-move = لا توجد حركة مسموحة: يتخطّى { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} الحركة{ $again ->
    [yes] {" "}ويرمي مرة أخرى.
   *[no] {" "}وينتقل الدور إلى خصمه.
}
# `$kind`: enter (قطعة منتظرة تدخل إلى `$to`)، off (تخرج القطعة التي على `$from`)،
# stay (تبقى القطعة التي على `$from` في مكانها: بيت الماء عند كيندال)، step (من `$from`
# إلى `$to`). تتبعها جمل الآثار (diagram-effect-…)، فلا تكرّر ما تقوله.
diagram-move = { $kind ->
    [enter] يُدخل { $player ->
        [1] اللاعب الأول
       *[other] اللاعب الثاني
    } قطعة إلى الخانة { $to }.
    [stay] يُبقي { $player ->
        [1] اللاعب الأول
       *[other] اللاعب الثاني
    } القطعة التي على الخانة { $from } في مكانها.
    [off] يُخرج { $player ->
        [1] اللاعب الأول
       *[other] اللاعب الثاني
    } القطعة التي على الخانة { $from } من اللوح.
   *[step] يحرّك { $player ->
        [1] اللاعب الأول
       *[other] اللاعب الثاني
    } القطعة من الخانة { $from } إلى الخانة { $to }.
}
# اسم الحركة في قائمة الحركات المسموحة وعلى أزرارها: قصير.
diagram-move-name = { $kind ->
    [enter] إدخال قطعة إلى { $to }
    [off] من { $from } إلى خارج اللوح
    [stay] البقاء على الخانة { $from }
   *[step] من { $from } إلى { $to }
}
diagram-hand = بجانب اللوح
diagram-off-board = خارج اللوح
diagram-after = بعد الحركة:
diagram-route = يبيّن الخط المنقّط مسار { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
}.
diagram-result = { $result ->
    [draw] وبذلك تنتهي المباراة بالتعادل.
   *[win] وبذلك يفوز { $winner ->
        [1] اللاعب الأول
       *[other] اللاعب الثاني
    } بالمباراة.
}
diagram-effect-enter = تدخل إلى اللوح قطعة من القطع المنتظرة بجانبه.
diagram-effect-opening = يأخذ صاحب الرمية القطع التي على الخانات الزوجية، وبذلك تنتهي البداية.
diagram-effect-backward = تتحرّك القطعة إلى الخلف، لأنه ما من قطعة لصاحبها تستطيع أن تتقدّم.
diagram-effect-forced = تفرض القواعد هذه الحركة.
diagram-effect-capture = تأسر الحركة قطعة الخصم.
diagram-effect-remove = وتخرج القطعة المأسورة من اللعبة نهائيًا.
diagram-effect-swap = تتبادل القطعتان مكانيهما.
diagram-effect-rosette = تقف القطعة الآن على وردة.
diagram-effect-fine = ولذلك يدفع { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} غرامة إلى الصندوق المشترك.
diagram-effect-water = { $moved ->
    [yes] تسقط القطعة في بيت الماء، وتنتهي على الخانة { $square }.
   *[no] تسقط القطعة في بيت الماء وتبقى فيه.
}
diagram-effect-bear-off = تخرج القطعة من اللوح.
diagram-effect-extra-throw = ويرمي { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} مرة أخرى.

# بيت الماء والخانة 26 في قواعد كيندال.
diagram-effect-to-water = تذهب قطعة الخصم إلى بيت الماء.
diagram-effect-overshoot = كانت الرمية ستتجاوز بالقطعة الخانة التي يجب أن تتوقف عليها، فتسقط في بيت الماء.
diagram-effect-wait = تنتظر القطعة في بيت الماء، وتُحسب الرمية تخطّيًا للحركة.
diagram-effect-return = بهذه العودة إلى الخانة { $square } ينتهي الدور فورًا، ويخسر { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} دوره التالي.
diagram-effect-lost-turn = يُتخطّى الدور الذي خسره الخصم.

throws-caption = الرميات في { $variant-sentence }
throws-value = الرمية
throws-chance = الاحتمال
throws-percent = النسبة المئوية

# قيم اللعب الأمثل التي تعرضها كتلة المخطط مع `values = true` (من `content/solved/` الذي
# يكتبه `tabula solve`). `$chance` نسبة مئوية.
diagram-values-heading = إذا لعب الطرفان أفضل لعب
diagram-values-position = قبل الرمية، { $player ->
    [1] يفوز اللاعب الأول
   *[other] يفوز اللاعب الثاني
} في { $chance } من المباريات انطلاقًا من هنا.
diagram-values-move = { $move }: { $chance }
diagram-values-best = الأفضل

# مخطط إعادة عرض مع `review = true`: مراجعة المباراة في ضوء أفضل لعب.
review-heading = مراجعة المباراة في ضوء أفضل لعب
review-chart-title = فرصة اللاعب الأول في الفوز، حركةً بعد حركة
review-chart-description = كانت فرصة اللاعب الأول في الفوز، إذا لعب الطرفان أفضل لعب، { $start } قبل الرمية الأولى، وصارت { $end } بعد الحركة الأخيرة. يرتفع الخط كلما زادت فرص اللاعب الأول، وينخفض كلما زادت فرص اللاعب الثاني؛ وتدلّ الحلقة على حركة غير دقيقة أو خطأ أو خطأ فادح، وكلما كبرت الحلقة كانت الحركة أسوأ.
review-grades-caption = تقييم حركات كل لاعب
review-grade-heading = التقييم
review-player = { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
}
# صفوف جدول التقييم (كم حركة من كل تقييم لعبها كل لاعب).
review-grade-count = { $grade ->
    [best] أفضل الحركات
    [good] حركات جيدة
    [inaccuracy] حركات غير دقيقة
    [mistake] أخطاء
   *[blunder] أخطاء فادحة
}
review-key-heading = أكثر الحركات كلفةً
review-key-none = لم تكلّف أيّ حركة صاحبَها نقطتين مئويتين أو أكثر.
review-all-heading = جميع الرميات
# $move اسم الحركة على زرّها؛ و$kind (enter، off، stay، step) و$from و$to تسمّيها بكلمات
# الجملة نفسها، بأفعال diagram-move في الماضي.
review-move = الرمية { $step }: رمى { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} { $throw } و{ $kind ->
    [enter] أدخل قطعة إلى الخانة { $to }
    [off] أخرج القطعة التي على الخانة { $from } من اللوح
    [stay] أبقى القطعة التي على الخانة { $from } في مكانها
   *[step] حرّك القطعة من الخانة { $from } إلى الخانة { $to }
}.
review-pass = الرمية { $step }: رمى { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} { $throw ->
    [0] { $throw } فلم يستطع أن يتحرّك
   *[other] { $throw } ولم تكن لديه حركة مسموحة
}{ $again ->
    [yes] ، ومع ذلك حصل على رمية إضافية
   *[no] {""}
}.
review-best = وهي أفضل حركة.
# حركة ليست الأفضل: تقييمها، وما كلّفته صاحبها (بالنقاط المئوية من فرصة الفوز)، وأفضل
# حركة بالرمية نفسها ($best اسمها على زرّها، و$best-kind و$best-from و$best-to كما في
# review-move، فتُسمّى بالمصدر: «إدخال قطعة…»، «تحريك القطعة…»). العدد العشري يأخذ
# المفرد «نقطة»، ولا يأخذ الجمع «نقاط» إلا العدد الصحيح من 3 إلى 10، فهو مكتوب [3] … [10]، لأن قواعد الجمع في هذا البناء تضع عددًا عشريًا
# مثل 5.7 في الفئة few أيضًا (تنظر إلى جزئه الصحيح وحده).
review-loss = { $grade ->
    [good] حركة جيدة
    [inaccuracy] حركة غير دقيقة
    [mistake] خطأ
   *[blunder] خطأ فادح
}: خسر اللاعب بهذه الحركة { $points ->
    [zero] جزءًا ضئيلًا من نقطة مئوية
    [one] نقطة مئوية واحدة
    [two] نقطتين مئويتين
    [3] { $points } نقاط مئوية
    [4] { $points } نقاط مئوية
    [5] { $points } نقاط مئوية
    [6] { $points } نقاط مئوية
    [7] { $points } نقاط مئوية
    [8] { $points } نقاط مئوية
    [9] { $points } نقاط مئوية
    [10] { $points } نقاط مئوية
    [few] { $points } نقطة مئوية
    [many] { $points } نقطة مئوية
   *[other] { $points } نقطة مئوية
} من فرصة الفوز مقارنةً بأفضل حركة، وهي { $best-kind ->
    [enter] إدخال قطعة إلى الخانة { $best-to }
    [off] إخراج القطعة التي على الخانة { $best-from } من اللوح
    [stay] إبقاء القطعة التي على الخانة { $best-from } في مكانها
   *[step] تحريك القطعة من الخانة { $best-from } إلى الخانة { $best-to }
}.
review-thresholds = تُقيَّم كل حركة بمقدار ما أنقصته من فرصة صاحبها في الفوز مقارنةً بأفضل حركة بالرمية نفسها، بالنقاط المئوية: أفضل حركة (أقلّ من 0.05)، وحركة جيدة (أقلّ من 2)، وحركة غير دقيقة (أقلّ من 5)، وخطأ (أقلّ من 10)، وخطأ فادح (10 أو أكثر). ولا تُقيَّم الرمية التي لا تسمح إلا بحركة واحدة، أو لا تسمح بأيّ حركة.
