# Interface messages (ar).
# The site's interface: header, footer, navigation, notices.

site-name = ألعاب السباق القديمة
title-join = {" · "}
site-tagline = لعبة سنت ولعبة أور الملكية، بقواعدهما القديمة والحديثة
offline-update = تتوفر نسخة جديدة من هذا الموقع.
offline-reload = أعد التحميل
card-learn = تعلّم اللعب
card-play = العب الآن
skip-link = انتقل إلى المحتوى الرئيسي
nav-label = القائمة الرئيسية
languages-label = اللغات
breadcrumbs-label = مسار التنقل
beta = نسخة تجريبية
footer-version = الإصدار { $version } · { $commit }
footer-version-only = الإصدار { $version }
footer-note = كل مجموعة قواعد تاريخية في هذا الموقع إعادة بناء حديثة.
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = لم تُترجَم هذه الصفحة إلى { $reader } بعد، ولذلك تُعرض باللغة { $source }.
og-locale = ar_AR
in-this-section = في هذا القسم
not-found-title = الصفحة غير موجودة
not-found-text = لا توجد صفحة على هذا العنوان. ربما نُقلت إلى مكان آخر، أو ربما كان في الرابط خطأ في الكتابة.
not-found-home = اذهب إلى الصفحة الرئيسية

# Put between two sentences of a generated description.
sentence-join = {" "}

# The name of each language of the site, as this language writes it inside a sentence.
language-en = الإنجليزية
language-nb = النرويجية (بوكمول)
language-da = الدنماركية
language-de = الألمانية
language-cs = التشيكية
language-ja = اليابانية
language-ar = العربية

# مربع البحث في رأس كل صفحة، والكلمات التي يستعملها نصه البرمجي. $count: عدد الصفحات الموجودة.
search-label = البحث في الموقع
search-placeholder = ابحث
search-loading = جارٍ البحث…
search-none = لا توجد صفحة تطابق هذه الكلمات.
search-results = { $count ->
    [zero] لم يُعثر على أيّ صفحة
    [one] عُثر على صفحة واحدة
    [two] عُثر على صفحتين
    [few] عُثر على { $count } صفحات
    [many] عُثر على { $count } صفحة
   *[other] عُثر على { $count } صفحة
}
search-unavailable = البحث غير متاح هنا: تعذّر تحميل فهرس البحث.
search-figure = مخطط: { $caption }

# محتويات الصفحة الطويلة، وروابط صفحات اللعبة بترتيب قراءتها.
toc-label = في هذه الصفحة
pager-label = ترتيب القراءة
pager-previous = السابق
pager-next = التالي
