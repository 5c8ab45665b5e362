# Names of the variants, and the difference tables computed from rule data.
# Each cell message receives the rule's values as arguments.

# `.sentence`: الاسم داخل الجملة («مباراة في …»، «ما يميّز … عن …»)، بلا أقواس
# والاسم الأجنبي القصير وحده («بليتز»، «آسب») كما في النص الجاري. `.play`: الاسم بعد الفعل «العب» (play-title)؛
# «أور» وحدها اسم مدينة، فاسم اللعبة «لعبة أور الملكية» كاملًا، وكذلك «لعبة سنت القياسية».
variant-senet-standard = لعبة سنت القياسية
    .sentence = لعبة سنت القياسية
    .play = لعبة سنت القياسية
variant-senet-bell = سنت بقواعد بيل
    .sentence = سنت بقواعد بيل
    .play = سنت بقواعد بيل
variant-senet-jequier = سنت بقواعد جيكييه
    .sentence = سنت بقواعد جيكييه
    .play = سنت بقواعد جيكييه
variant-senet-kendall = سنت بقواعد كيندال
    .sentence = سنت بقواعد كيندال
    .play = سنت بقواعد كيندال
variant-ur-finkel = لعبة أور الملكية القياسية
    .sentence = لعبة أور الملكية القياسية
    .play = لعبة أور الملكية القياسية
variant-ur-bell = لعبة أور الملكية بقواعد بيل
    .sentence = لعبة أور الملكية بقواعد بيل
    .play = لعبة أور الملكية بقواعد بيل
variant-ur-masters = لعبة أور الملكية بقواعد ماسترز
    .sentence = لعبة أور الملكية بقواعد ماسترز
    .play = لعبة أور الملكية بقواعد ماسترز
variant-ur-blitz = بليتز
    .sentence = بليتز
    .play = بليتز
variant-ur-aseb = آسب (لعبة الخانات العشرين)
    .sentence = آسب
    .play = آسب
variant-ur-finkel-masters = لعبة أور الملكية على مسار ماسترز
    .sentence = لعبة أور الملكية على مسار ماسترز
    .play = لعبة أور الملكية على مسار ماسترز
variant-ur-finkel-five = لعبة أور الملكية بخمس قطع
    .sentence = لعبة أور الملكية بخمس قطع
    .play = لعبة أور الملكية بخمس قطع

diff-caption = ما يميّز { $variant-sentence } عن { $standard-sentence }
diff-rule = القاعدة

# Arabic repeats the conjunction before every item: «1 و3 و5», «1 أو 4 أو 5».
list-comma = { $conj ->
    [and] {" و"}
    [or] {" أو "}
   *[none] {"، "}
}
list-and = { $head } و{ $last }
list-or = { $head } أو { $last }

rule-pieces = القطع وترتيبها في البداية
rule-start = من يبدأ
rule-throw = الرمي
rule-extra-throw = الرميات الإضافية
rule-pass = حين لا توجد حركة مسموحة
rule-entry = إدخال القطع
rule-landing = الوصول إلى خانة يشغلها الخصم
rule-safe = الخانات الآمنة
rule-houses = الخانات الخاصة
rule-stop = خانة يجب التوقف عليها
rule-water = بيت الماء
rule-blockade = الحواجز
rule-forced = الحركات الإلزامية
rule-backward = التحرّك إلى الخلف
rule-bear-off = إخراج القطع
rule-fines = الغرامات
rule-end = كيف تفوز
rule-board = اللوح
rule-route = المسار
rule-options = الخيارات

cell-pieces = { $start ->
    [hand] { $count ->
        [zero] لا قطع لأيّ من اللاعبَين.
        [one] قطعة واحدة لكل لاعب، تنتظر بجانب اللوح.
        [two] قطعتان لكل لاعب، تنتظران بجانب اللوح.
        [few] { WORDS($count, form: "feminine") } قطع لكل لاعب، تنتظر كلها بجانب اللوح.
        [many] { WORDS($count, form: "feminine") } قطعة لكل لاعب، تنتظر كلها بجانب اللوح.
       *[other] { WORDS($count, form: "feminine") } قطعة لكل لاعب، تنتظر كلها بجانب اللوح.
    }
   *[alternate] { $count ->
        [few] { WORDS($count, form: "feminine") } قطع لكل لاعب، موزّعة بالتناوب على الخانات من 1 إلى { $last }: إحدى المجموعتين على الخانات الفردية، والأخرى على الخانات الزوجية.
        [many] { WORDS($count, form: "feminine") } قطعة لكل لاعب، موزّعة بالتناوب على الخانات من 1 إلى { $last }: إحدى المجموعتين على الخانات الفردية، والأخرى على الخانات الزوجية.
       *[other] { WORDS($count, form: "feminine") } قطعة لكل لاعب، موزّعة بالتناوب على الخانات من 1 إلى { $last }: إحدى المجموعتين على الخانات الفردية، والأخرى على الخانات الزوجية.
    }
}

cell-start = { $rule ->
    [first-one] يرمي اللاعبان بالتناوب حتى يحصل أحدهما على رمية { $throw }؛ فيأخذ هذا اللاعب القطع التي على الخانات الزوجية، ويلعب هذه الرمية بالقطعة التي على الخانة { $front }، ثم يرمي مرة أخرى.
    [first-one-start-throw] يرمي اللاعبان بالتناوب حتى يحصل أحدهما على رمية { $throw }؛ فيأخذ هذا اللاعب القطع التي على الخانات الزوجية، ويلعب هذه الرمية بالقطعة التي على الخانة { $front }، ثم يرمي مرة أخرى. ولا يحرّك اللاعب الآخر أيّ قطعة قبل أن يرمي { $first }، وحتى ذلك الحين تمضي كل رمياته بلا حركة.
    [seat-one-start-throw] يبدأ اللاعب الأول. ولا يحرّك أيّ لاعب قطعة قبل أن يرمي { $first }، وحتى ذلك الحين تمضي كل رمياته بلا حركة.
   *[seat-one] يبدأ اللاعب الأول.
}

cell-throw = { $kind ->
    [faces] { $implement ->
        [long-die] { $sides ->
            [4] نرد طويل واحد رباعي الأوجه
            [6] نرد طويل واحد سداسي الأوجه
           *[other] نرد طويل واحد عدد أوجهه { WORDS($sides, form: "masculine") }
        }
       *[other] { $sides ->
            [4] حجر نرد واحد رباعي الأوجه
            [6] حجر نرد واحد سداسي الأوجه
           *[other] حجر نرد واحد عدد أوجهه { WORDS($sides, form: "masculine") }
        }
    }، يعطي { $faces }.
    [none-counts] { $implement ->
        [sticks] { $count ->
            [one] عصا رمي واحدة
            [two] عصوان للرمي
            [few] { WORDS($count, form: "feminine") } عصي للرمي
            [many] { WORDS($count, form: "feminine") } عصا للرمي
           *[other] { WORDS($count, form: "feminine") } عصا للرمي
        }: تُعَدّ الأوجه المسطّحة المتّجهة إلى أعلى، وإن لم يتّجه أيّ وجه مسطّح إلى أعلى فالرمية { $none }.
       *[other] { $count ->
            [one] حجر نرد ثنائي واحد
            [two] حجرا نرد ثنائيان
            [few] { WORDS($count, form: "masculine") } أحجار نرد ثنائية
            [many] { WORDS($count, form: "masculine") } حجر نرد ثنائي
           *[other] { WORDS($count, form: "masculine") } حجر نرد ثنائي
        }: تُعَدّ الرؤوس المعلَّمة المتّجهة إلى أعلى، وإن لم يتّجه أيّ رأس معلَّم إلى أعلى فالرمية { $none }.
    }
    [table] { $count ->
        [one] حجر نرد ثنائي واحد
        [two] حجرا نرد ثنائيان
        [few] { WORDS($count, form: "masculine") } أحجار نرد ثنائية
        [many] { WORDS($count, form: "masculine") } حجر نرد ثنائي
       *[other] { WORDS($count, form: "masculine") } حجر نرد ثنائي
    }، تُعَدّ رؤوسها المعلَّمة المتّجهة إلى أعلى، فتكون الرمية { $values }.
   *[count] { $implement ->
        [sticks] { $count ->
            [one] عصا رمي واحدة
            [two] عصوان للرمي
            [few] { WORDS($count, form: "feminine") } عصي للرمي
            [many] { WORDS($count, form: "feminine") } عصا للرمي
           *[other] { WORDS($count, form: "feminine") } عصا للرمي
        }: تُعَدّ الأوجه المسطّحة المتّجهة إلى أعلى.
       *[other] { $count ->
            [one] حجر نرد ثنائي واحد
            [two] حجرا نرد ثنائيان
            [few] { WORDS($count, form: "masculine") } أحجار نرد ثنائية
            [many] { WORDS($count, form: "masculine") } حجر نرد ثنائي
           *[other] { WORDS($count, form: "masculine") } حجر نرد ثنائي
        }: تُعَدّ الرؤوس المعلَّمة المتّجهة إلى أعلى، من 0 إلى { $count }.
    }
}

# One outcome of a throw table: how many sides up, and what that throw is worth.
# The outcomes are joined by list-and («و»), so each starts with its value: «4 إن لم يظهر
# أيّ رأس معلَّم و0 مع رأس واحد و1 مع رأسين».
throw-up = { $up ->
    [0] { $value } إن لم يظهر أيّ رأس معلَّم
    [one] { $value } مع رأس واحد
    [2] { $value } مع رأسين
    [3] { $value } مع ثلاثة رؤوس
    [4] { $value } مع أربعة رؤوس
   *[other] { $value } مع { $up } رؤوس
}

cell-extra-throw = { $kind ->
    [none] لا توجد: ينتقل الدور إلى الخصم بعد كل حركة.
    [rosette] الوقوف على وردة يمنح رمية إضافية.
    [throws-rosette] إذا كانت الرمية { $throws }، أو وقفت القطعة على وردة، ترمي مرة أخرى.
    [capture] أسر قطعة للخصم يمنح رمية إضافية.
    [rosette-capture] الوقوف على وردة أو أسر قطعة للخصم يمنح رمية إضافية، ورمية إضافية واحدة فقط إذا اجتمع الأمران في حركة واحدة.
    [throws-capture] إذا كانت الرمية { $throws }، أو أسرت القطعة قطعة للخصم، ترمي مرة أخرى.
    [throws-rosette-capture] إذا كانت الرمية { $throws }، أو وقفت القطعة على وردة، أو أسرت قطعة للخصم، ترمي مرة أخرى، مرة واحدة فقط بعد كل حركة.
   *[throws] إذا كانت الرمية { $throws }، ترمي مرة أخرى بعد الحركة.
}

cell-pass = { $kind ->
    [again] تضيع عليك الرمية، لكنك ترمي مرة أخرى إذا كانت رميتك { $throws }.
    [forfeit] تضيع عليك الرمية وينتهي دورك، فلا ترمي مرة أخرى حتى لو كانت رميتك { $throws }.
   *[turn-ends] تضيع عليك الرمية وينتقل الدور إلى خصمك.
}

cell-entry = { $kind ->
    [fixed] برمية { $throws } فقط، فتوضع القطعة على الخانة { $square }.
   *[throw] { $any ->
        [1] يمكنك بأيّ رمية تتيح الحركة أن تُدخل قطعة إلى الخانة التي تحمل رقم الرمية.
       *[other] يمكنك بالرمية { $throws } أن تُدخل قطعة إلى الخانة التي تحمل رقم الرمية.
    }
}

cell-landing = { $kind ->
    [swap] تتبادل قطعتك وقطعة الخصم مكانيهما{ $neighbours ->
        [yes] ، إلا إذا كانت بجانب قطعة الخصم قطعة أخرى من لونها: فعندئذ لا يجوز لك أن تنتقل إلى خانتها.
       *[no] .
    }
    [swap-water] تتبادل قطعتك وقطعة الخصم مكانيهما{ $neighbours ->
        [yes] ، إلا إذا كانت بجانب قطعة الخصم قطعة أخرى من لونها: فعندئذ لا يجوز لك أن تنتقل إلى خانتها.
       *[no] .
    } أما على الخانات { $water-squares } فتذهب قطعة الخصم إلى بيت الماء، الخانة { $water }، بدلًا من ذلك، ولا يجوز لك أن تنتقل إلى خانة مشغولة من تلك الخانات إلا إذا كانت الخانة { $water } فارغة.
    [capture] تعود قطعة الخصم إلى القطع المنتظرة بجانب اللوح، وعليها أن تدخل من جديد.
   *[remove] تُؤسَر قطعة الخصم وتخرج من اللعبة نهائيًا.{ $neighbours ->
        [yes] {""}
       *[no] {" "}ولا تحمي القطع المتجاورة بعضها بعضًا.
    }
}

cell-safe = { $rosettes ->
    [safe] لا يمكن أسر قطعة تقف على وردة.
    [unsafe] لا توجد: يمكن أسر القطعة في أيّ مكان من الخانات المشتركة، بما فيها الورود.
   *[none] { $contiguous ->
        [yes] الخانات من { $from } إلى { $to }
       *[no] { $count ->
            [1] الخانة { $squares }
           *[other] الخانات { $squares }
        }
    }{ $guarded ->
        [yes] ، والخانات { $guarded-squares } ما دامت في بيت الماء قطعة
       *[no] {""}
    }{ $neighbours ->
        [yes] ؛ وفي أيّ خانة تكون القطعة محمية أيضًا ما دامت بجانبها قطعة من لونها.
       *[no] .
    }
}

cell-houses = { $houses }.
# الخانات الخاصة بترتيب أرقامها، تجمعها «و» (list-comma وlist-and)، وهي «و» بلا فاصلة،
# وتلك هي الصحيحة بين أسماء معطوفة لا بين جمل. فكل بند هنا اسم لا جملة، والرقم بين قوسين:
# «بيت البعث (الخانة 15) وبيت الجمال (الخانة 27) وبيت الماء (الخانة 28)…»، «بيت الجمال
# (الخانة 26) والعلامات X وIII وII وI على الخانات من 27 إلى 30». ولا تحتاج العربية إلى $first.
house-rebirth = بيت البعث (الخانة { $square })
house-beauty = بيت الجمال (الخانة { $square })
house-water = بيت الماء (الخانة { $square })
house-three-truths = بيت الحقائق الثلاث (الخانة { $square })
house-re-atum = بيت رع-آتوم (الخانة { $square })
house-marks = العلامات { $marks } على الخانات من { $from } إلى { $to }

cell-stop = { $kind ->
    [illegal] يجب بلوغ الخانة { $square } برمية توصل القطعة إليها بالضبط: لا يجوز لقطعة قبلها أن تتجاوزها في حركة واحدة.
    [water] يجب بلوغ الخانة { $square } برمية توصل القطعة إليها بالضبط: الحركة التي كانت ستتجاوزها تنتهي بدلًا من ذلك في بيت الماء، الخانة { $water }، إن كانت فارغة، ولا تجوز في غير ذلك.
   *[none] لا توجد: يمكن للقطعة أن تتجاوز أيّ خانة.
}

cell-water = { $kind ->
    [hold] الخانة { $square }. القطعة التي تكون فيها تبقى هناك، وهي القطعة الوحيدة التي يجوز لصاحبها تحريكها، حتى تُخرجها رمية { $throws }. ومع أيّ رمية أخرى يمكن لصاحبها بدلًا من ذلك أن يعيدها إلى الخانة { $rebirth } إن كانت فارغة: فينتهي دوره فورًا، ويخسر دوره التالي، ويجب أن تتحرّك القطعة المُعادة قبل أيّ قطعة أخرى.
    [rebirth] الخانة { $square }. القطعة التي تنهي حركتها فيها تتراجع إلى الخانة { $rebirth }، وإن كانت مشغولة فإلى أقرب خانة فارغة قبلها.
    [first-empty] الخانة { $square }. القطعة التي تنهي حركتها فيها تتراجع إلى أول خانة فارغة على اللوح.
    [square] الخانة { $square }. القطعة التي تنهي حركتها فيها تتراجع إلى الخانة { $rebirth ->
        [1] 1، وإن كانت مشغولة فإلى أول خانة فارغة.
       *[other] { $rebirth }، وإن كانت مشغولة فإلى أقرب خانة فارغة قبلها.
    }
   *[none] لا وجود لبيت الماء.
}

# The other cell of a rule only one of the two variants has.
cell-absent = ليست في هذه القواعد.

cell-blockade = { $length ->
    [0] لا توجد: يمكن للقطعة أن تقفز فوق أيّ عدد من القطع.
    [one] لا يجوز للقطعة أن تقفز فوق أيّ قطعة من قطع الخصم، سواء أكانت الحركة إلى الأمام أم إلى الخلف.
    [two] لا يجوز للقطعة أن تقفز فوق قطعتين متتاليتين أو أكثر من قطع الخصم، سواء أكانت الحركة إلى الأمام أم إلى الخلف.
    [few] لا يجوز للقطعة أن تقفز فوق { WORDS($length, form: "feminine-genitive") } قطع متتالية أو أكثر من قطع الخصم، سواء أكانت الحركة إلى الأمام أم إلى الخلف.
    [many] لا يجوز للقطعة أن تقفز فوق { WORDS($length, form: "feminine-genitive") } قطعة متتالية أو أكثر من قطع الخصم، سواء أكانت الحركة إلى الأمام أم إلى الخلف.
   *[other] لا يجوز للقطعة أن تقفز فوق { WORDS($length, form: "feminine-genitive") } قطعة متتالية أو أكثر من قطع الخصم، سواء أكانت الحركة إلى الأمام أم إلى الخلف.
}

cell-forced = { $kind ->
    [squares] إذا كانت إحدى قطعك على الخانات من { $from } إلى { $to } قادرة على الحركة، فعليك أن تحرّك واحدة منها.
   *[none] يمكنك أن تحرّك أيّ قطعة قادرة على الحركة.
}

cell-backward = { $kind ->
    [no-forward] إذا لم تستطع أيّ قطعة أن تتقدّم، فعليك أن تحرّك إحدى قطعك إلى الخلف بمقدار الرمية إلى خانة فارغة.
    [no-forward-limits] إذا لم تستطع أيّ قطعة أن تتقدّم، فعليك أن تحرّك إحدى قطعك{ $up-to ->
        [0] {""}
       *[other] {" "}التي على الخانات من 1 إلى { $up-to }
    } إلى الخلف بمقدار الرمية { $hits ->
        [yes] إلى خانة فارغة، أو إلى خانة تشغلها قطعة للخصم لا تجاورها قطعة من لونها، فتتبادل القطعتان مكانيهما.
       *[no] إلى خانة فارغة.
    }
   *[never] غير مسموح: القطع تتحرّك إلى الأمام فقط.
}

cell-bear-off = { $rule ->
    [exact] برمية تحمل القطعة إلى الخانة { $exit } بالضبط، أي إلى ما بعد آخر خانة بخطوة واحدة.
    [reach] ببلوغ الخانة { $last } أو تجاوزها، بأيّ رمية، ولكن فقط حين تكون جميع قطعك على الخانات من { $from } إلى { $last }.
    [exact-all-from] برمية تحمل القطعة إلى الخانة { $exit } بالضبط، أي إلى ما بعد آخر خانة بخطوة واحدة. ولا يجوز إخراج أيّ قطعة ما دامت إحدى قطعك على الخانات من 1 إلى { $before }.
    [table-all-from] لا يجوز الإخراج إلا { $table }. ولا يجوز إخراج أيّ قطعة ما دامت إحدى قطعك على الخانات من 1 إلى { $before }.
   *[table] لا يجوز الإخراج إلا { $table }.
}
bear-off-from = من الخانة { $square } برمية { $throws }
bear-off-from-any = من الخانة { $square } بأيّ رمية

cell-fines = { $fine ->
    [0] لا توجد.
   *[other] الوقوف على وردة يكلّفك { $fine ->
        [one] غرامة واحدة
        [two] غرامتين
        [few] { WORDS($fine, form: "feminine-accusative") } غرامات
        [many] { WORDS($fine, form: "feminine-accusative") } غرامة
       *[other] { WORDS($fine, form: "feminine-accusative") } غرامة
    } تُدفع إلى الصندوق المشترك.
}

cell-end = { $rule ->
    [score] كل قطعة تُخرجها من اللوح تُكسبك نقطة واحدة. وتنتهي المباراة حالما تزيد نقاط أحد اللاعبَين على أعلى ما يستطيع الآخر بلوغه، أو حين لا تبقى لأيّ منهما قطعة على اللوح؛ ويفوز صاحب النقاط الأكثر، فإن تساوت النقاط فالنتيجة تعادل.
   *[all-off] يفوز أول من يُخرج من اللوح قطعه كلها، وهي { $count ->
        [one] قطعة واحدة
        [two] قطعتان
        [few] { WORDS($count, form: "feminine") } قطع
       *[other] { WORDS($count, form: "feminine") } قطعة
    }.
}

cell-board = { $board ->
    [ur] لوح لعبة أور الملكية، وعدد خاناته { WORDS($squares, form: "feminine") }.
    [twenty-squares] لوح لعبة الخانات العشرين، وعدد خاناته { WORDS($squares, form: "feminine") }، وله صف أوسط طويل.
    [senet] لوح سنت، وعدد خاناته { WORDS($squares, form: "feminine") }.
   *[other] لوح عدد خاناته { WORDS($squares, form: "feminine") }.
}

cell-route = { $route ->
    [aseb] مسار آسب، وعدد خاناته { WORDS($length, form: "feminine") }، على طول الصف الأوسط كله.
    [masters] مسار ماسترز، وعدد خاناته { WORDS($length, form: "feminine") }.
    [bell] مسار بيل، وعدد خاناته { WORDS($length, form: "feminine") }.
   *[other] مسار عدد خاناته { WORDS($length, form: "feminine") }.
}

cell-options = { $count ->
    [0] لا توجد.
    [one] يمكن أن تُلعب أيضًا { $options }.
    [two] يمكن أن تُلعب أيضًا { $options }، بأحد هذين الخيارين أو بكليهما.
   *[other] يمكن أن تُلعب أيضًا { $options }، ويمكن استعمال كل خيار منها وحده أو مع غيره.
}
# تُكمل قيم الخيارات جملة «يمكن أن تُلعب أيضًا …» (cell-options)، ولذلك تبدأ كل قيمة
# بحرف الجر الذي يناسبها. والسمة `.choice` تسمّي القيمة وحدها، خيارًا تحت اسم الخيار
# (`option-name-*`) في إعدادات صفحة اللعب.
option-route = { $value ->
    [masters] على مسار ماسترز
    [bell] على مسار بيل
   *[other] على مسار { $value }
}
    .choice = { $value ->
        [masters] مسار ماسترز
        [bell] مسار بيل
       *[other] { $value }
    }
option-pieces = { $value ->
    [5] بخمس قطع لكل لاعب
    [7] بسبع قطع لكل لاعب
    [one] بقطعة واحدة لكل لاعب
    [two] بقطعتين لكل لاعب
   *[other] بقطع عددها { WORDS($value, form: "feminine") } لكل لاعب
}
    .choice = { $value ->
        [5] خمس قطع
        [7] سبع قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { WORDS($value, form: "feminine") } قطع
       *[other] { WORDS($value, form: "feminine") } قطعة
    }
# خيارات كيندال، مرتّبة بحسب أسمائها.
option-home-row = { $value ->
    [on] مع قاعدة الصف العلوي
   *[other] دون قاعدة الصف العلوي
}
    .choice = { $value ->
        [on] مفعَّلة
       *[other] معطَّلة
    }
option-starting-throw = { $value ->
    [on] مع رمية الانطلاق
   *[other] دون رمية الانطلاق
}
    .choice = { $value ->
        [on] مفعَّلة
       *[other] معطَّلة
    }
option-trap = { $value ->
    [on] مع الفخ
   *[other] دون الفخ
}
    .choice = { $value ->
        [on] مفعَّل
       *[other] معطَّل
    }
