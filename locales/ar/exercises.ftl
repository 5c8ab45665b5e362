# The exercise pages (/<lang>/<game>/exercises/<variant>/), made from the positions
# `tabula solve` finds in games of a solved variant, and the reasons given for a move.

exercises-title = { $variant }: ما أفضل حركة؟
exercises-description = أوضاع من مباريات في { $variant-sentence } لعبها الحاسوب مع نفسه، تتفوّق في كل منها حركة واحدة على سائر الحركات. اعثر عليها، ثم اطّلع على قيمة كل حركة.
# The link beside "Play this variant" on a variant's pages.
exercises-link = تمارين
exercises-intro = { $count ->
    [zero] لا توجد أوضاع في هذه الصفحة.
    [one] في هذه الصفحة وضع واحد.
    [two] في هذه الصفحة وضعان.
    [few] في هذه الصفحة { WORDS($count, form: "masculine") } أوضاع.
    [many] في هذه الصفحة { WORDS($count, form: "masculine") } وضعًا.
   *[other] في هذه الصفحة { WORDS($count, form: "masculine") } وضع.
} وفي كل منها رمى أحد اللاعبَين لتوّه. اختر الحركة التي ستلعبها: انقر على قطعتها في اللوح أو المسها، أو استعمل الأزرار التي تحته. ويعرض الجواب كل حركة مع فرصة صاحبها في الفوز بعدها إذا لعب الطرفان أفضل لعب من تلك اللحظة، ويبيّن ما تفعله الحركة إن كان فيه ما يستحق الذكر.
exercises-levels = تأتي التمارين السهلة أولًا. وفي التمرين الصعب لا تتفوّق أفضل حركة على التي تليها إلا قليلًا، أو تبدو حركة أخرى مغرية، لأنها مثلًا تأسر قطعة للخصم أو تُخرج قطعة من اللوح.
exercise-heading = التمرين { $number }
exercise-level = { $level ->
    [easy] {" "}(سهل)
    [medium] {" "}(متوسط)
   *[hard] {" "}(صعب)
}
exercise-prompt = رمى { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} { $throw }. ما أفضل حركة؟
exercise-choose = حركتك
exercise-answer = الجواب
exercise-play = تابع اللعب من هذا الوضع
# After a move's chance in the answer: the best move, or how much less often the mover
# wins after this move than after the best one (percentage points). $points always comes
# with at least one decimal («10.0», «6.1»), so it is written in figures in every case,
# followed by the singular «نقطة مئوية» as after any decimal («1.0 نقطة مئوية»،
# «4.0 نقطة مئوية»), never in words («نقطة واحدة»، «نقطتين»), so that the losses of one
# list look alike. Exact keys such as [10] do not match «10.0». `zero` is for a shown 0.0
# alone: a loss too small to show in figures.
exercise-best = {" "}(أفضل حركة)
exercise-loss = {" "}{ $points ->
    [zero] (أقلّ من الفرصة بعد أفضل حركة بجزء ضئيل من نقطة مئوية)
   *[other] (أقلّ من الفرصة بعد أفضل حركة بمقدار { $points } نقطة مئوية)
}
exercise-right = صحيح: أفضل حركة هي { $kind ->
    [enter] إدخال قطعة إلى الخانة { $to }
    [off] إخراج القطعة التي على الخانة { $from } من اللوح
    [stay] إبقاء القطعة التي على الخانة { $from } في مكانها
   *[step] تحريك القطعة من الخانة { $from } إلى الخانة { $to }
}، وبعدها يفوز { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} في { $chance } من المباريات.
exercise-wrong = ليست هذه أفضل حركة. بعد { $kind ->
    [enter] إدخال قطعة إلى الخانة { $to }
    [off] إخراج القطعة التي على الخانة { $from } من اللوح
    [stay] إبقاء القطعة التي على الخانة { $from } في مكانها
   *[step] تحريك القطعة من الخانة { $from } إلى الخانة { $to }
} يفوز { $player ->
    [1] اللاعب الأول
   *[other] اللاعب الثاني
} في { $chance } من المباريات، أما بعد أفضل حركة، وهي { $best-kind ->
    [enter] إدخال قطعة إلى الخانة { $best-to }
    [off] إخراج القطعة التي على الخانة { $best-from } من اللوح
    [stay] إبقاء القطعة التي على الخانة { $best-from } في مكانها
   *[step] تحريك القطعة من الخانة { $best-from } إلى الخانة { $best-to }
}، فيفوز في { $best-chance } منها.

# Why a move is good or bad, after what it does: the danger its piece is left in.
# $certain هي yes حين تستطيع كل رمية للخصم أن تأسر القطعة.
reason-exposed = { $certain ->
    [yes] أيًّا كانت رمية الخصم التالية، فإنه يستطيع بها أن يأسر القطعة التي تحرّكها.
   *[no] يستطيع الخصم برميته التالية أن يأسر القطعة التي تحرّكها، باحتمال { $chance }.
}
reason-escapes = كانت القطعة التي تحرّكها معرّضة للأسر في مكانها السابق برمية الخصم التالية، باحتمال { $chance }؛ أما الخانة التي تنتقل إليها فلا تبلغها أيّ رمية له.
