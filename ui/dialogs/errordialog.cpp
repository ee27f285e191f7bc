#include "ui/dialogs/errordialog.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace runway {

namespace {
constexpr qsizetype kShown = 12;
}

QMessageBox* showErrorDialog(QWidget* parent, const QString& title, const QStringList& problems)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, title, QMessageBox::Ok, parent);
    QString text = problems.mid(0, kShown).join(QLatin1Char('\n'));
    if (problems.size() > kShown) {
        text += QCoreApplication::translate("ErrorDialog", "\n… and %1 more").arg(problems.size() - kShown);
        box->setDetailedText(problems.join(QLatin1Char('\n')));
    }
    box->setInformativeText(text);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
}

} // namespace runway
