# Interface messages (ar).
# The site's interface: header, footer, navigation, notices.

site-name = ألعاب السباق القديمة
site-tagline = لعبة سنت ولعبة أور الملكية، بقواعدهما القديمة والحديثة
skip-link = انتقل إلى المحتوى الرئيسي
nav-label = القائمة الرئيسية
languages-label = اللغات
breadcrumbs-label = مسار التنقل
beta = نسخة تجريبية
footer-version = الإصدار { $version } · { $commit }
footer-note = كل مجموعة قواعد في هذا الموقع إعادة بناء حديثة.
fallback-notice = لم تُترجَم هذه الصفحة إلى العربية بعد، ولذلك تُعرض بلغة أخرى: { $language }.
og-locale = ar_AR
in-this-section = في هذا القسم
not-found-title = الصفحة غير موجودة
not-found-text = لا توجد صفحة على هذا العنوان. ربما نُقلت إلى مكان آخر، أو ربما في الرابط خطأ في الكتابة.
not-found-home = اذهب إلى الصفحة الرئيسية

# Put between two sentences of a generated description.
sentence-join = {" "}
