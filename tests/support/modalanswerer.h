// Answers the window's modal questions in a UI test as a user would: a message box with the chosen
// button (its escape button when it has no such button, e.g. an error with only OK), a dialog asking
// for a name with the given name. A file dialog is counted and cancelled: choosing a file in it
// depends on its file system model having read the folder, which a test cannot wait for. Each question's text is recorded. Live only around the step that
// asks (a close(), a save): a test that inspects an error box must not have it answered away.
#pragma once

#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>
#include <QTimer>

namespace runway {

class ModalAnswerer {
public:
    explicit ModalAnswerer(QMessageBox::StandardButton reply, QString name = QStringLiteral("Saved at quit"))
        : m_reply(reply)
        , m_name(std::move(name))
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { answer(); });
        m_timer.start();
    }
    ModalAnswerer(const ModalAnswerer&) = delete;
    ModalAnswerer& operator=(const ModalAnswerer&) = delete;

    void setReply(QMessageBox::StandardButton reply) { m_reply = reply; }
    /// The texts of the message boxes answered, in order.
    const QStringList& asked() const { return m_asked; }
    /// How many file dialogs were shown (and cancelled).
    int fileDialogs() const { return m_fileDialogs; }

private:
    void answer()
    {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        if (auto* box = qobject_cast<QMessageBox*>(dialog)) {
            m_asked << box->text();
            QAbstractButton* button = box->button(m_reply);
            if (!button)
                button = box->escapeButton();
            if (button)
                button->click();
            else
                box->reject();
            return;
        }
        if (qobject_cast<QFileDialog*>(dialog)) {
            ++m_fileDialogs;
            dialog->reject();
            return;
        }
        const QList<QLineEdit*> edits = dialog->findChildren<QLineEdit*>();
        if (!edits.isEmpty())
            edits.front()->setText(m_name);
        dialog->accept();
    }

    QTimer m_timer;
    QMessageBox::StandardButton m_reply;
    QString m_name;
    QStringList m_asked;
    int m_fileDialogs = 0;
};

/// A clean quit as the user makes it when asked about unsaved changes: Discard.
inline bool closeDiscarding(QWidget& window)
{
    ModalAnswerer discard(QMessageBox::Discard);
    return window.close();
}

} // namespace runway
