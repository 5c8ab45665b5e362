# ألواح للتجربة وصفحات اللعب: أدوات التحكم التي يضيفها البرنامج النصي إلى كل مخطط
# للوح، وصفحة اللعب لكل صيغة. يتلقى البرنامج النصي هذه الكلمات من البناء بلغة الصفحة.

figure-permalink = رابط إلى هذا الشكل
figure-notation = الوضع:
figure-copy = نسخ
figure-copy-label = نسخ الوضع بالترميز
figure-copied = نُسخ الوضع.
figure-play = العب من هذا الوضع

try-label = جرّب بنفسك على اللوح
try-throw-label = الرمية:
try-throw-value = ارمِ { $throw }
try-throw-random = ارمِ رمية عشوائية
try-moves-label = الحركات المسموحة:
try-move = حرّك { $move }
try-choose = اختر رمية، أو ارمِ رمية عشوائية، لترى الحركات المسموحة.
try-undo = تراجع
try-reset = ابدأ من جديد
replay-back = خطوة إلى الوراء
replay-forward = خطوة إلى الأمام
replay-step = الخطوة { $step } من { $count }
replay-start = وضع البداية.

why-label = لماذا لا تستطيع القطع الأخرى أن تتحرك؟
why-piece = القطعة في الخانة { $square }: { $reason }
why-hand = قطعة منتظرة: { $reason }
why-none = كل قطعة تستطيع الحركة لها حركة مسموحة.
why-no-piece = ليست لك قطعة هناك.
why-no-move = لا تستطيع أي قطعة أن تتحرك بهذه الرمية.
why-forced = القواعد تفرض حركة أخرى.
why-past-end = الرمية تحملها إلى ما بعد نهاية المسار.
why-own-piece = في الخانة التي ستقف عليها قطعة من قطعك.
why-protected = قطعة الخصم في الخانة التي ستقف عليها محمية هناك.
why-rules = قواعد هذه الصيغة لا تسمح بهذه الحركة.
why-game-over = انتهت اللعبة.

play-title = العب { $variant }
play-description = العب { $variant } هنا في المتصفح: لاعبان على جهاز واحد، أو ضد الحاسوب.
play-link = العب هذه الصيغة
play-noscript = تعمل اللعبة في المتصفح وتحتاج إلى JavaScript. ومن دونه يمكنك أن تقرأ القواعد وتتأمل المخططات.
play-settings = إعدادات اللعبة
play-opponent = الخصم
play-opponent-human = لاعب ثانٍ على هذا الجهاز
play-opponent-random = الحاسوب، يتحرك عشوائيًا
play-opponent-expectimax = الحاسوب، يفكر رمية واحدة إلى الأمام
play-new-game = لعبة جديدة
play-throw = ارمِ
play-computer-thinks = الحاسوب يختار حركته.
play-record = سجل اللعبة
play-record-empty = لا رميات بعد.
play-share = شارك هذه اللعبة
play-share-text = يحمل هذا الرابط اللعبة كما هي الآن. من يفتحه يتابع من هنا، فيستطيع لاعبان أن يتناوبا بإرسال الرابط ذهابًا وإيابًا.
play-copy-link = انسخ الرابط
play-link-copied = نُسخ الرابط.
play-bad-link = لا يحمل هذا الرابط لعبة تستطيع هذه الصفحة متابعتها، فبدأت لعبة جديدة.
play-score = النقاط: { $first } مقابل { $second }.
play-board = اللوح

option-name-route = المسار
option-name-pieces = القطع
option-name-trap = الفخ
option-name-home-row = الصف العلوي
option-name-starting-throw = رمية البداية
