# ألواح للتجربة وصفحات اللعب: أدوات التحكم التي يضيفها البرنامج النصي إلى كل مخطط
# للوح، وصفحة اللعب لكل صيغة. يتلقى البرنامج النصي هذه الكلمات من البناء بلغة الصفحة.

figure-try = جرّب هذا الوضع
figure-permalink = رابط إلى هذا المخطط
figure-notation = الوضع بالترميز:
figure-copy = انسخ
figure-copy-label = انسخ ترميز الوضع
figure-copied = تم نسخ الوضع.
figure-play = العب من هذا الوضع

try-label = جرّب بنفسك على اللوح
try-throw-label = الرمية:
try-throw-value = ارمِ { $throw }
try-throw-random = ارمِ رمية عشوائية
try-moves-label = الحركات المسموحة:
try-moves-group = الحركات المسموحة
try-move = الحركة: { $move }
try-choose = اختر رمية، أو ارمِ رمية عشوائية، لترى الحركات المسموحة.
try-undo = تراجع
try-reset = ابدأ من جديد
replay-back = الخطوة السابقة
replay-forward = الخطوة التالية
replay-step = الخطوة { $step } من { $count }
replay-start = وضع البداية.

why-label = لماذا لا تستطيع القطع الأخرى أن تتحرّك؟
why-piece = القطعة التي على الخانة { $square }: { $reason }
why-hand = قطعة تنتظر بجانب اللوح: { $reason }
why-none = لكل قطعة من قطعك حركة مسموحة بهذه الرمية.
why-no-piece = ليست لك قطعة هناك.
why-no-move = لا تستطيع أيّ قطعة أن تتحرّك بهذه الرمية.
why-forced = تفرض القواعد حركة أخرى.
why-past-end = هذه الرمية أكبر مما تحتاج إليه للخروج من اللوح.
why-own-piece = إحدى قطعك تقف أصلًا على الخانة التي كانت ستقف عليها.
why-protected = على الخانة التي كانت ستقف عليها قطعةٌ للخصم، وهي محمية هناك.
why-rules = لا تسمح قواعد هذه الصيغة بهذه الحركة.
why-game-over = انتهت اللعبة.

play-title = العب { $variant-sentence } في متصفحك
play-description = مباراة في { $variant-sentence } بين لاعبَين على جهاز واحد، أو بينك وبين الحاسوب، هنا في متصفحك.
play-link = العب بهذه الصيغة
print-pack = اطبع اللوح بحجمه الحقيقي، مع قطع للقصّ وبطاقة بالرميات:
print-pack-a4 = ملف PDF بمقاس A4
print-pack-letter = ملف PDF بمقاس Letter الأمريكي
print-pack-again = الرمز ↻ على البطاقة يدل على رمية تمنح رمية إضافية.
play-noscript = تعمل اللعبة في متصفحك وتحتاج إلى JavaScript. ومن دون JavaScript يظل بإمكانك أن تقرأ القواعد وتدرس المخططات.
play-settings = إعدادات اللعبة
play-opponent = الخصم
play-opponent-human = لاعب ثانٍ على هذا الجهاز
play-opponent-random = اللاعب العشوائي (الحاسوب)
play-opponent-expectimax = الحاسوب، يحسب حساب الرمية التالية
play-opponent-judged = الحاسوب المدرَّب على الحلّ الكامل للعبة، يحسب حساب الرميتين التاليتين
play-new-game = لعبة جديدة
play-options-pending = تغيّر هذه الإعدادات القواعد، لذلك لا تسري إلا في لعبة جديدة. ابدأ لعبة جديدة، أو أبقِ على اللعبة الجارية.
play-keep-game = أبقِ على هذه اللعبة
play-throw = ارمِ
play-computer-thinks = يختار الحاسوب حركته.
play-judged-missing = الحاسوب المدرَّب على الحلّ الكامل للعبة غير متاح هنا لهذه القواعد، لذلك يلعب بدلًا منه الحاسوب الذي يحسب حساب الرمية التالية.
play-record = سجلّ اللعبة
play-record-empty = لا توجد رميات بعد.
play-share = شارك هذه اللعبة
# تظهر عند انتهاء اللعبة: سبب عجز الصفحة عن مراجعتها مقارنةً بأفضل لعب.
play-review = مراجعة اللعبة مقارنةً بأفضل لعب
play-review-none = تحتاج مراجعة هذه اللعبة حركةً حركةً إلى القيم الدقيقة لقواعدها إذا لعب الطرفان أفضل لعب، وهذه القيم أكبر من أن تُرسَل إلى متصفحك. وتعرض صفحة الصيغة لعبةً رُوجِعت على هذا النحو.
play-share-text = يحفظ هذا الرابط اللعبة كما هي الآن، ومن يفتحه يتابعها من حيث توقفت. وبذلك يستطيع لاعبان أن يتناوبا على اللعب بتبادل الرابط بينهما.
play-copy-link = انسخ الرابط
play-link-copied = تم نسخ الرابط.
play-bad-link = لا يحتوي هذا الرابط على لعبة تستطيع هذه الصفحة متابعتها، لذلك تبدأ الآن لعبة جديدة.
play-score = النقاط: { $first } مقابل { $second }.
play-board = اللوح

option-name-route = المسار
option-name-pieces = عدد القطع
option-name-trap = الفخ
option-name-home-row = قاعدة الصف العلوي
option-name-starting-throw = رمية الانطلاق
